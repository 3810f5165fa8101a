import { registerMessages } from '../t';

/**
 * pt-BR messages of the welfare centre (/welfareCenter, spec 2 and spec 7 "Activity"): the
 * invite rewards (myRewards), the transfer to the wallet (withdrawToWallet), the latest rewards
 * (realTimeRewards), the invite figures (dashboard) and the visitor's explanation. A lazy area
 * (pt-BR.ts); /person's menu and /invite name the page with their own keys.
 */
export const welfareMessages = registerMessages({
  'welfare.title': 'Central de benefícios',
  'welfare.intro':
    'As recompensas dos seus convites ficam guardadas aqui até você transferi-las para a carteira.',

  'welfare.rewards.title': 'Minhas recompensas',
  'welfare.rewards.available': 'Disponível para transferir',
  'welfare.rewards.total': 'Total ganho',
  'welfare.rewards.withdrawn': 'Já transferido',

  'welfare.transfer.action': 'Transferir para a carteira',
  'welfare.transfer.hint': 'Todo o valor disponível, {amount}, vai para a sua carteira.',
  'welfare.transfer.sending': 'Transferindo {amount} para a sua carteira…',
  'welfare.transfer.done': '{amount} transferidos para a sua carteira.',
  'welfare.transfer.refused': 'A transferência não foi feita: {reason}',
  'welfare.transfer.nothing':
    'Nada para transferir agora. Cada amigo convidado que fizer o primeiro depósito rende uma recompensa aqui.',
  'welfare.transfer.unknown': 'Não foi possível ler o valor disponível.',

  'welfare.earn.title': 'Você ainda não ganhou recompensas',
  'welfare.earn.text':
    'Convide amigos com o seu link: quando um deles fizer o primeiro depósito, a recompensa aparece aqui.',
  'welfare.earn.link': 'Convidar amigos',

  'welfare.live.title': 'Recompensas em tempo real',
  'welfare.live.friend': 'Amigo {userNo}',
  'welfare.live.reason': '1º depósito em {date}',
  'welfare.live.emptyTitle': 'Nenhuma recompensa ainda',
  'welfare.live.emptyText':
    'As recompensas dos seus convites aparecem aqui assim que forem ganhas.',

  'welfare.dashboard.title': 'Painel de convites',
  'welfare.dashboard.invited': 'Amigos convidados',
  'welfare.dashboard.valid': 'Fizeram depósito',
  'welfare.dashboard.today': 'Ganhos de hoje',
  'welfare.dashboard.code': 'Código de convite',
  'welfare.dashboard.invite': 'Ver convites e link',

  'welfare.visitor.title': 'Ganhe recompensas convidando amigos',
  'welfare.visitor.step1': 'Entre na sua conta e compartilhe o seu link de convite.',
  'welfare.visitor.step2':
    'Cada amigo que se cadastrar e fizer o primeiro depósito rende uma recompensa.',
  'welfare.visitor.step3':
    'As recompensas ficam na Central de benefícios até você transferi-las para a carteira.',
  'welfare.visitor.login': 'Entrar',
  'welfare.visitor.register': 'Cadastrar',
} as const);

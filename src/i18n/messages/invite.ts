import { registerMessages } from '../t';

/**
 * pt-BR messages of the invite friends page (/invite): the promo link and its copy and share
 * actions, the rewards summary (getInviteFriendsRes) and the invited members
 * (getNextMemberList). A lazy area (pt-BR.ts).
 */
export const inviteMessages = registerMessages({
  'invite.title': 'Convidar amigos',

  'invite.link.title': 'Seu link de convite',
  'invite.link.hint': 'Quem se cadastrar por este link entra na sua lista de convidados.',
  'invite.link.code': 'Código de convite: {code}',
  'invite.link.copy': 'Copiar link',
  'invite.link.copied': 'Link de convite copiado',
  'invite.link.selected':
    'Não deu para copiar sozinho: o link está selecionado, copie pelo menu do aparelho.',
  'invite.link.share': 'Compartilhar',
  'invite.link.unavailable':
    'Seu link de convite ainda não está disponível. Tente novamente mais tarde.',

  'invite.summary.title': 'Suas recompensas',
  'invite.summary.invited': 'Amigos convidados',
  'invite.summary.valid': 'Fizeram depósito',
  'invite.summary.total': 'Recompensas ganhas',
  'invite.summary.today': 'Ganhos de hoje',

  'invite.members.title': 'Seus convidados',
  'invite.members.count.one': '1 convidado',
  'invite.members.count.other': '{count} convidados',
  'invite.members.registered': 'Cadastro em {date}',
  'invite.members.deposited': 'Depositou',
  'invite.members.notDeposited': 'Sem depósito',
  'invite.members.emptyTitle': 'Nenhum amigo convidado ainda',
  'invite.members.emptyText': 'Compartilhe o seu link: cada amigo que se cadastrar aparece aqui.',
  'invite.members.moreFailed': 'Não foi possível carregar mais convidados.',
  'invite.members.end': 'Esses são todos os seus convidados',
  'invite.members.shown': 'Mostrando {shown} de {total}',
  'invite.welfareLink': 'Transfira suas recompensas para a carteira na Central de benefícios',
} as const);

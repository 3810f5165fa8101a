import { registerMessages } from '../t';

/**
 * pt-BR messages of the VIP club: the rules overview (/viprule), one level's detail
 * (/viprule/level) and the player's standing (level and progress). A lazy area (pt-BR.ts).
 */
export const vipMessages = registerMessages({
  'vip.title': 'Clube VIP',
  'vip.level.title': 'Nível VIP',

  // The player's standing (memberLevel, spec 7 and 9).
  'vip.standing.title': 'Seu nível',
  'vip.standing.bet': 'Apostas',
  'vip.standing.deposit': 'Depósitos',
  'vip.standing.ofTarget': '{done} de {target}',
  'vip.standing.progress': '{label} para o {name}',
  'vip.standing.next': 'Próximo nível: {name}',
  'vip.standing.missingBet': 'Faltam {bet} em apostas para o {name}.',
  'vip.standing.missingDeposit': 'Faltam {deposit} em depósitos para o {name}.',
  'vip.standing.missingBoth': 'Faltam {bet} em apostas e {deposit} em depósitos para o {name}.',
  'vip.standing.met': 'Você já cumpriu as condições do {name}: ele chega na próxima atualização.',
  'vip.standing.top': 'Você está no nível mais alto do clube. Parabéns!',
  'vip.standing.unknown': 'Não foi possível saber o seu nível agora. Tente novamente mais tarde.',
  'vip.standing.link': 'Ver o clube VIP',

  // A visitor (spec 2: /viprule is not login-only).
  'vip.visitor.title': 'Descubra o seu nível',
  'vip.visitor.text': 'Entre na sua conta para ver o seu nível VIP e quanto falta para o próximo.',
  'vip.visitor.login': 'Entrar',
  'vip.visitor.register': 'Cadastrar',

  // The level cards (carousel on /viprule, one card on /viprule/level).
  'vip.levels.title': 'Níveis do clube',
  'vip.carousel.role': 'carrossel',
  'vip.carousel.slideRole': 'slide',
  'vip.carousel.prev': 'Nível anterior',
  'vip.carousel.next': 'Próximo nível',
  'vip.carousel.slide': '{name}, {index} de {total}',
  'vip.carousel.slideCurrent': '{name}, seu nível, {index} de {total}',
  'vip.carousel.position': '{name} · {index} de {total}',
  'vip.carousel.hint': 'Deslize ou use as setas para ver os outros níveis.',
  'vip.carousel.details': 'Ver benefícios do {name}',
  'vip.card.current': 'Seu nível',
  'vip.card.reached': 'Alcançado',
  'vip.card.rebate': 'Cashback',
  'vip.card.requiredBet': 'Apostas',
  'vip.card.requiredDeposit': 'Depósitos',
  'vip.card.upgradeBonus': 'Bônus de promoção',
  'vip.card.none': 'Sem exigência',

  // How the club works (CHOICE: what the level data says, nothing the server does not tell).
  'vip.rules.title': 'Como funciona',
  'vip.rules.climb':
    'Cada aposta soma para o seu nível. Quando um nível também pede depósitos, eles somam do mesmo jeito.',
  'vip.rules.upgrade': 'Ao alcançar um nível, você ganha o bônus de promoção dele uma única vez.',
  'vip.rules.rebate': 'O cashback devolve uma parte das suas apostas, na porcentagem do seu nível.',
  'vip.rules.periodic':
    'Os níveis mais altos também pagam bônus semanal e mensal e têm um limite diário de saque maior.',
  'vip.rules.details': 'Toque em “Ver benefícios” para ver tudo o que um nível oferece.',

  // One level (/viprule/level?level=N).
  'vip.detail.conditions': 'Para alcançar',
  'vip.detail.benefits': 'Benefícios',
  'vip.detail.weeklyBonus': 'Bônus semanal',
  'vip.detail.monthlyBonus': 'Bônus mensal',
  'vip.detail.withdrawLimit': 'Limite diário de saque',
  'vip.detail.yours': 'Este é o seu nível.',
  'vip.detail.passed': 'Você já passou por este nível.',
  'vip.detail.toReach': 'Seu progresso até o {name}',
  'vip.detail.nav': 'Outros níveis',
  'vip.detail.prev': 'Anterior: {name}',
  'vip.detail.next': 'Próximo: {name}',
  'vip.detail.all': 'Ver todos os níveis',
  'vip.detail.notFound.title': 'Nível não encontrado',
  'vip.detail.notFound.text': 'Este nível não existe no clube VIP. Veja a lista de níveis.',

  'vip.empty.title': 'O clube VIP ainda não tem níveis',
  'vip.empty.text': 'Volte mais tarde para conhecer os níveis e os benefícios.',
} as const);

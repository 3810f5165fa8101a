import { registerMessages } from '../t';

/**
 * pt-BR messages of the rebate family: the daily and weekly rescue (activity types 1 and 2), the
 * everyday bet rebate (type 12) on /activityDetail, and the VIP rewards card on /viprule. A lazy
 * area (pt-BR.ts).
 */
export const rebatesMessages = registerMessages({
  // Rescue bonus (types 1 and 2).
  'rebates.rescue.title': 'Seu resgate',
  'rebates.rescue.lossDay': 'Perdas de ontem',
  'rebates.rescue.lossWeek': 'Perdas da semana passada',
  'rebates.rescue.window': 'Período: {start} a {end}',
  'rebates.rescue.rate': 'Taxa de resgate',
  'rebates.rescue.bonus': 'Bônus de resgate',
  'rebates.rescue.expiresIn': 'Resgate até o fim do período',
  'rebates.rescue.claim': 'Resgatar {amount}',
  'rebates.rescue.state.claimable': 'Disponível',
  'rebates.rescue.state.claimed': 'Resgatado',
  'rebates.rescue.state.nothing': 'Nada a resgatar',
  'rebates.rescue.state.expired': 'Expirado',
  'rebates.rescue.claimableText': 'Recupere {rate} das suas perdas líquidas do período.',
  'rebates.rescue.claimedText':
    'Você já resgatou este bônus. O próximo resgate vem com as perdas do período atual.',
  'rebates.rescue.nothingText':
    'Não há resgate desta vez: só perdas líquidas a partir de {min} no período são resgatadas.',
  'rebates.rescue.expiredText':
    'O prazo para resgatar este bônus terminou em {date}. Fique de olho no próximo período.',
  'rebates.rescue.won': 'Você recebeu {amount}!',
  'rebates.rescue.wonText': 'O valor já está no seu saldo.',
  'rebates.refusedTitle': 'Não foi possível resgatar',
  'rebates.refusedFallback': 'Não conseguimos resgatar agora. Tente novamente.',
  'rebates.visitor.rescueTitle': 'Recupere parte das perdas',
  'rebates.visitor.rescueText':
    'Crie sua conta para receber de volta uma parte das perdas líquidas de cada período.',
  'rebates.visitor.register': 'Cadastre-se para resgatar',

  // Everyday bet rebate (type 12).
  'rebates.cashback.title': 'Seu cashback de hoje',
  'rebates.cashback.bets': 'Apostas de hoje',
  'rebates.cashback.rate': 'Sua taxa (nível VIP)',
  'rebates.cashback.amount': 'Cashback até agora',
  'rebates.cashback.paidIn': 'Pagamento em',
  'rebates.cashback.paidAt':
    'Creditado sozinho no seu saldo às 00:00 de {date}: não é preciso resgatar.',
  'rebates.cashback.noBets':
    'Você ainda não apostou hoje. Cada aposta rende cashback pela taxa do seu nível.',
  'rebates.cashback.vipLink': 'Aumente sua taxa no Clube VIP',
  'rebates.visitor.cashbackTitle': 'Cashback em todas as apostas',
  'rebates.visitor.cashbackText':
    'Crie sua conta: uma parte de tudo o que você apostar volta para o seu saldo todo dia.',
  'rebates.visitor.cashbackRegister': 'Criar conta',

  // VIP rewards card on /viprule (spec 7 "VIP receive calls").
  'rebates.vip.title': 'Recompensas VIP',
  'rebates.vip.memberLevel': 'Bônus de subida de nível',
  'rebates.vip.day': 'Cashback diário',
  'rebates.vip.week': 'Cashback semanal',
  'rebates.vip.month': 'Cashback mensal',
  'rebates.vip.memberLevelText': 'Uma vez por nível alcançado',
  'rebates.vip.dayText': 'Das apostas de ontem',
  'rebates.vip.weekText': 'Das apostas da semana passada',
  'rebates.vip.monthText': 'Das apostas do mês passado',
  'rebates.vip.state.claimed': 'Resgatado',
  'rebates.vip.state.none': 'Nada ainda',
  'rebates.vip.claim': 'Resgatar',
  'rebates.vip.claimName': 'Resgatar {reward}, {amount}',
  'rebates.vip.won': '{reward}: você recebeu {amount}!',
  'rebates.vip.visitorText':
    'Cadastre-se para subir de nível e resgatar bônus e cashback das suas apostas.',
  'rebates.vip.visitorBonus': 'a partir de {amount}',
  'rebates.vip.visitorRate': 'a partir de {rate} das apostas',
  'rebates.vip.register': 'Cadastre-se para receber',
});

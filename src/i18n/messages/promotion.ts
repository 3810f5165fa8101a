import { registerMessages } from '../t';

/**
 * pt-BR messages of the Promoção tab (/promotion): the promotions (running ones as banner cards,
 * ended ones under "Encerradas") and the player's promote records. A lazy area (pt-BR.ts).
 */
export const promotionMessages = registerMessages({
  'promotion.title': 'Promoções',
  'promotion.tabs': 'Promoções e registros',
  'promotion.tab.list': 'Promoções',
  'promotion.tab.records': 'Meus registros',

  // The list (spec 3 "Promotion valid 1 or 0").
  'promotion.running.label': 'Promoções em andamento',
  'promotion.ended.title': 'Encerradas',
  'promotion.ended.tag': 'Encerrada',
  'promotion.period': '{start} a {end}',
  'promotion.periodLabel': 'Período: {period}',
  'promotion.noneRunning.title': 'Nenhuma promoção em andamento',
  'promotion.noneRunning.description':
    'As promoções abaixo já terminaram. Volte em breve para ver as novidades.',
  'promotion.empty.title': 'Nenhuma promoção no momento',
  'promotion.empty.description': 'Quando houver uma promoção para você, ela aparece aqui.',

  // The participation badge (contract Activity participationStatus CHOICE).
  'promotion.participation.1': 'Recompensa disponível',
  'promotion.participation.2': 'Em andamento',
  'promotion.participation.3': 'Concluída',

  // The player's records (spec 7 promote record list).
  'promotion.records.label': 'Meus registros de promoção',
  'promotion.records.what': 'Indicação de {friend}',
  'promotion.records.end': 'Esses são todos os seus registros',
  'promotion.records.emptyTitle': 'Nenhum registro ainda',
  'promotion.records.emptyDescription':
    'Quando um amigo que você convidou fizer o primeiro depósito, o seu prêmio aparece aqui.',
  'promotion.records.status.1': 'Pendente',
  'promotion.records.status.2': 'Não creditado',
  'promotion.records.status.3': 'Creditado',
  'promotion.records.status.other': 'Em processamento',

  // A visitor on "Meus registros" (spec 6).
  'promotion.visitor.title': 'Entre para ver os seus registros',
  'promotion.visitor.text':
    'Os prêmios que você ganhou com as promoções aparecem aqui depois que você entra na sua conta.',
  'promotion.visitor.login': 'Entrar',
  'promotion.visitor.register': 'Cadastrar',
});

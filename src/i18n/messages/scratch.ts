import { registerMessages } from '../t';

/**
 * pt-BR messages of the scratch card's own view on /activityDetail/14 (activity type 14,
 * features/activities/scratch). A lazy area (pt-BR.ts).
 */
export const scratchMessages = registerMessages({
  'scratch.title': 'Suas raspadinhas',
  'scratch.pool': 'Prêmio acumulado',
  'scratch.hint': 'Raspe com o dedo ou toque em Raspar para ver o prêmio.',
  'scratch.cardsLabel': 'Raspadinhas',
  'scratch.card': 'Raspadinha {number}',
  'scratch.card.combined': 'Raspadinha combinada',
  'scratch.card.hidden': 'Prêmio escondido',
  'scratch.card.prize': 'Prêmio',
  'scratch.card.bonus': '+{percent}',
  'scratch.card.scratched': 'Raspada',
  'scratch.card.expired': 'Encerrada',
  'scratch.scratch': 'Raspar',
  'scratch.scratched': 'Você raspou {amount}!',
  'scratch.withdrawable': 'Para sacar',
  'scratch.withdraw': 'Sacar {amount} para a carteira',
  'scratch.withdrawn': '{amount} foram para a sua carteira!',
  'scratch.withdrawnText': 'O valor já está no seu saldo.',
  'scratch.withdrawnTotal': 'Já sacado desta raspadinha: {amount}',
  'scratch.combine': 'Juntar {count} raspadinhas',
  'scratch.combineText':
    'Junte as {count} raspadinhas fechadas em uma só e ganhe {percent} a mais no prêmio.',
  'scratch.combined': 'Pronto: suas raspadinhas viraram uma só, com prêmio maior.',
  'scratch.claimablePill': 'Prêmio para sacar',
  'scratch.endedPill': 'Encerrada',
  'scratch.endedText':
    'O período terminou em {date}. Os prêmios já raspados ainda podem ser sacados.',
  'scratch.empty.title': 'Nenhuma raspadinha agora',
  'scratch.empty.text': 'Novas raspadinhas chegam com seus depósitos e apostas no período.',
  'scratch.error': 'Não foi possível carregar suas raspadinhas.',
  'scratch.visitor.text': 'Crie sua conta para ganhar raspadinhas e sacar os prêmios.',
  'scratch.visitor.cta': 'Cadastre-se para raspar',
  'scratch.refusedTitle.scratch': 'Não foi possível raspar',
  'scratch.refusedTitle.combine': 'Não foi possível juntar',
  'scratch.refusedTitle.withdraw': 'Não foi possível sacar',
  'scratch.refused.scratch': 'Não conseguimos raspar agora. Tente novamente.',
  'scratch.refused.combine': 'Não conseguimos juntar as raspadinhas agora. Tente novamente.',
  'scratch.refused.withdraw': 'Não conseguimos sacar o prêmio agora. Tente novamente.',
});

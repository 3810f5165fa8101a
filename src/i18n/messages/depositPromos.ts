import { registerMessages } from '../t';

/**
 * pt-BR messages of the deposit promotions: the type 37 accumulated deposit, type 7 first-pay
 * limited time and type 13 second-deposit views of /activityDetail, the schedule of rounds in the
 * type 39 pop-up and "Meus itens" (activity props) on /welfareCenter. A lazy area (pt-BR.ts).
 */
export const depositPromosMessages = registerMessages({
  // Shared
  'depositPromos.deposit': 'Depositar',
  'depositPromos.depositNow': 'Depositar agora',
  'depositPromos.register': 'Cadastre-se para participar',
  'depositPromos.loadError': 'Não foi possível carregar a promoção.',
  'depositPromos.refusedTitle': 'Não foi possível resgatar',
  'depositPromos.refusedFallback': 'Tente novamente em instantes.',
  'depositPromos.won': 'Você recebeu {amount}!',
  'depositPromos.wonText': 'O bônus já está no seu saldo.',
  'depositPromos.validUntil': 'Válido até {date}',
  'depositPromos.minutes': '{count} min',
  'depositPromos.hours': '{count} h',

  // Type 37: accumulated deposit (totalPay)
  'depositPromos.total.title': 'Seu depósito acumulado',
  'depositPromos.total.deposited': 'Depositado no período',
  'depositPromos.total.progress': 'Progresso até a próxima faixa',
  'depositPromos.total.progressValue': '{current} de {target}',
  'depositPromos.total.missing': 'Faltam {missing} para a faixa de {amount} (bônus de {reward}).',
  'depositPromos.total.allReached': 'Você atingiu todas as faixas desta promoção.',
  'depositPromos.total.tiers': 'Faixas de bônus',
  'depositPromos.total.tierAmount': 'Depósito acumulado',
  'depositPromos.total.tierReward': 'Bônus',
  'depositPromos.total.tierState': 'Situação',
  'depositPromos.total.claimShort': 'Resgatar',
  'depositPromos.total.state.received': 'Recebido',
  'depositPromos.total.state.locked': 'Faltam {missing}',
  'depositPromos.total.state.expired': 'Expirado',
  'depositPromos.total.phase.claimable': 'Bônus disponível',
  'depositPromos.total.phase.inProgress': 'Em andamento',
  'depositPromos.total.phase.finished': 'Concluída',
  'depositPromos.total.phase.expired': 'Encerrada',
  'depositPromos.total.claimableText': 'Você atingiu uma faixa. Resgate o bônus para o seu saldo.',
  'depositPromos.total.inProgressText': 'Deposite mais para alcançar a próxima faixa.',
  'depositPromos.total.finishedText': 'Você já recebeu o bônus de todas as faixas.',
  'depositPromos.total.expiredText':
    'O período terminou em {date}. Faixas não resgatadas expiraram.',
  'depositPromos.total.visitorText':
    'Some seus depósitos no período e resgate um bônus em cada faixa alcançada.',

  // Type 7: first-pay limited time
  'depositPromos.first.title': 'Oferta do primeiro depósito',
  'depositPromos.first.endsIn': 'A oferta atual termina em',
  'depositPromos.first.current':
    'Deposite a partir de {min} agora e ganhe {rate} de bônus (até {max}).',
  'depositPromos.first.sets': 'Ofertas por tempo de cadastro',
  'depositPromos.first.window': 'Depósito feito em até',
  'depositPromos.first.bonus': 'Bônus',
  'depositPromos.first.bonusValue': '{rate} até {max}',
  'depositPromos.first.state': 'Situação',
  'depositPromos.first.state.now': 'Agora',
  'depositPromos.first.state.later': 'Depois',
  'depositPromos.first.state.closed': 'Encerrada',
  'depositPromos.first.expired': 'A oferta terminou',
  'depositPromos.first.expiredText':
    'O prazo para o primeiro depósito com bônus terminou em {date}.',
  'depositPromos.first.done': 'Primeiro depósito feito',
  'depositPromos.first.doneText': 'Esta oferta vale apenas para o primeiro depósito da conta.',
  'depositPromos.first.visitorText':
    'Quanto antes você depositar depois do cadastro, maior o bônus do primeiro depósito.',

  // Type 13: second-deposit bonus (top-up promotion)
  'depositPromos.topUp.title': 'Como participar',
  'depositPromos.topUp.step1': 'Faça o seu primeiro depósito.',
  'depositPromos.topUp.step2': 'No {order}º depósito, deposite a partir de {min}.',
  'depositPromos.topUp.stepAny': 'Deposite a partir de {min}.',
  'depositPromos.topUp.step3': 'O bônus de {rate} (até {max}) cai no saldo junto com o depósito.',
  'depositPromos.topUp.tiers': 'Bônus por depósito',
  'depositPromos.topUp.min': 'Depósito mínimo',
  'depositPromos.topUp.rate': 'Bônus',
  'depositPromos.topUp.max': 'Máximo',

  // Type 39 pop-up: the day's rounds
  'depositPromos.rounds.title': 'Rodadas de hoje',
  'depositPromos.rounds.share': '{amount} em {count} envelopes',
  'depositPromos.rounds.state.open': 'Aberta',
  'depositPromos.rounds.state.waiting': 'Em breve',
  'depositPromos.rounds.state.received': 'Recebido',
  'depositPromos.rounds.state.ended': 'Encerrada',
  'depositPromos.rounds.error': 'Não foi possível carregar as rodadas.',
  'depositPromos.rounds.empty': 'Nenhuma rodada hoje.',

  // /welfareCenter: the items held (activity props)
  'depositPromos.items.title': 'Meus itens',
  'depositPromos.items.empty': 'Você ainda não tem itens de promoções.',
  'depositPromos.items.count': '{count}×',
  'depositPromos.items.expires': 'Vence em {date}',
  'depositPromos.items.error': 'Não foi possível carregar seus itens.',
});

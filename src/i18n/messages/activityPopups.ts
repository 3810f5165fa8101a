import { registerMessages } from '../t';

/**
 * pt-BR messages of the activity pop-ups of the home icon row and the side menu (spec 2
 * "Activity icon taps by type"): 21 daily sign-in, 39 new red packet, 4 red packet.
 */
export const activityPopupsMessages = registerMessages({
  // Shared by the three pop-ups.
  'activityPopups.loading': 'Carregando a atividade',
  'activityPopups.error.title': 'Não foi possível carregar a atividade',
  'activityPopups.won': 'Você ganhou',

  // Daily sign-in (type 21).
  'signInPopup.title': 'Check-in diário',
  'signInPopup.description': 'Faça check-in todo dia: o prêmio cresce a cada dia seguido.',
  'signInPopup.streak': 'Sequência: {count} de {total} dias',
  'signInPopup.days': 'Dias do check-in',
  'signInPopup.day': 'Dia {day}',
  'signInPopup.day.signed': 'Feito',
  'signInPopup.day.today': 'Hoje',
  'signInPopup.day.locked': 'Em breve',
  'signInPopup.chest.label': 'Baú da semana completa',
  'signInPopup.todayReward': 'Prêmio de hoje',
  'signInPopup.claim': 'Fazer check-in',
  'signInPopup.claimed': 'Check-in feito',
  'signInPopup.done': 'Check-in de hoje feito! Volte amanhã para continuar a sequência.',
  'signInPopup.nothingToday': 'Não há check-in disponível hoje. Volte amanhã!',

  // New red packet (type 39).
  'newRedPacketPopup.title': 'Envelope da sorte',
  'newRedPacketPopup.range': 'Prêmio de {min} a {max}',
  'newRedPacketPopup.remaining': '{remaining} de {total} envelopes restantes',
  'newRedPacketPopup.closesIn': 'Termina em',
  'newRedPacketPopup.opensIn': 'Abre em',
  'newRedPacketPopup.open.text': 'Um envelope está esperando por você. Receba antes do fim!',
  'newRedPacketPopup.waiting.text': 'O próximo envelope abre quando a contagem terminar.',
  'newRedPacketPopup.received.text': 'Você já recebeu este envelope. Volte na próxima rodada!',
  'newRedPacketPopup.receive': 'Receber envelope',
  'newRedPacketPopup.waiting': 'Aguarde a abertura',
  'newRedPacketPopup.received': 'Envelope recebido',

  // Red packet (type 4): the red envelope rounds.
  'redPacketPopup.title': 'Chuva de envelopes',
  'redPacketPopup.closesIn': 'Rodada termina em',
  'redPacketPopup.nextRound': 'Próxima rodada em',
  'redPacketPopup.open.text': 'A rodada começou! Abra o seu envelope antes que ela termine.',
  'redPacketPopup.notStarted.text': 'A próxima rodada começa quando a contagem terminar.',
  'redPacketPopup.opened.text': 'Você já abriu o envelope desta rodada.',
  'redPacketPopup.ended.text': 'A chuva de envelopes de hoje terminou. Volte amanhã!',
  'redPacketPopup.open': 'Abrir envelope',
  'redPacketPopup.notStarted': 'Aguarde a rodada',
  'redPacketPopup.opened': 'Envelope aberto',
  'redPacketPopup.ended': 'Rodada encerrada',
} as const);

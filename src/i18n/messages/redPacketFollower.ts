import { registerMessages } from '../t';

/**
 * pt-BR messages of the red packet that follows a logged-in player from page to page (spec 4,
 * spec 6 "red-packet claims"): the floating packet and its result sheet.
 */
export const redPacketFollowerMessages = registerMessages({
  'redPacketFollower.label': 'Pacote vermelho: toque para ganhar, termina em {time}',
  'redPacketFollower.title': 'Pacote vermelho',
  'redPacketFollower.claiming': 'Abrindo seu pacote vermelho…',
  'redPacketFollower.won': 'Você ganhou',
  'redPacketFollower.wonText': 'O prêmio já está no seu saldo.',
  'redPacketFollower.refused': 'Não foi possível resgatar o pacote',
  'redPacketFollower.ok': 'Entendi',
});

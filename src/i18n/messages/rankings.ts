import { registerMessages } from '../t';

/**
 * pt-BR messages of the ranking views on /activityDetail: the bet and invite rankings (types 9 and
 * 15), the clubs' week and the super member day (type 32) with its draw. A lazy area (pt-BR.ts).
 */
export const rankingsMessages = registerMessages({
  'rankings.periods': 'Período do ranking',
  'rankings.period.day': 'Diário',
  'rankings.period.week': 'Semanal',
  'rankings.endsIn': 'Termina em',
  'rankings.board.title': 'Classificação',
  'rankings.board.rank': 'Posição',
  'rankings.board.player': 'Jogador',
  'rankings.board.bet': 'Apostas',
  'rankings.board.invite': 'Convidados',
  'rankings.board.prize': 'Prêmio',
  'rankings.board.you': 'Você',
  'rankings.board.gap': 'Posições entre o 10º lugar e a sua',
  'rankings.board.empty.title': 'Ninguém pontuou ainda',
  'rankings.board.empty.text': 'O período acabou de começar. Seja o primeiro do ranking!',
  'rankings.rank': '{rank}º',
  'rankings.rankRange': '{from}º a {to}º',
  'rankings.me.ranked': 'Você está em {rank}º lugar.',
  'rankings.me.unranked': 'Você ainda não está no ranking deste período.',
  'rankings.me.visitor': 'Entre para disputar o ranking e os prêmios.',
  'rankings.prizes.title': 'Prêmios por posição',
  'rankings.prizes.none': 'Sem prêmio',
  'rankings.error.title': 'Não foi possível carregar o ranking',

  // The finished period's prize.
  'rankings.last.title.day': 'Prêmio de ontem',
  'rankings.last.title.week': 'Prêmio da semana passada',
  'rankings.last.place': 'Você terminou em {rank}º lugar.',
  'rankings.last.none': 'Você não ficou entre os premiados do período anterior.',
  'rankings.last.claimed': 'Resgatado',
  'rankings.last.claimedText': 'Este prêmio já está no seu saldo.',
  'rankings.last.claimable': 'Disponível',
  'rankings.claim': 'Resgatar {amount}',
  'rankings.claimPrize': 'Resgatar prêmio',
  'rankings.won': 'Você ganhou {amount}!',
  'rankings.wonText': 'O valor já está no seu saldo.',
  'rankings.refusedTitle': 'Não foi possível resgatar',
  'rankings.refusedFallback': 'Não foi possível resgatar o prêmio agora. Tente novamente.',
  'rankings.visitor.title': 'Dispute o ranking',
  'rankings.visitor.text': 'Crie sua conta para entrar no ranking e resgatar os prêmios.',

  // Clubs (club list and club summary: the clubs' week, CHOICE on the bet ranking page).
  'rankings.clubs.title': 'Ranking de clubes da semana',
  'rankings.clubs.members': '{count} membros',
  'rankings.clubs.totalBet': 'Apostas: {amount}',
  'rankings.clubs.reward': 'Prêmio da semana',
  'rankings.clubs.empty': 'Nenhum clube disputa esta semana.',
  'rankings.clubs.error': 'Não foi possível carregar os clubes.',

  // Super member day (type 32).
  'rankings.superDay.title': 'Super dia do membro',
  'rankings.superDay.open': 'Hoje é Super dia',
  'rankings.superDay.closed': 'Encerrado',
  'rankings.superDay.nextIn': 'O próximo Super dia começa em',
  'rankings.lottery.title': 'Sorteio do Super dia',
  'rankings.lottery.text': 'Um sorteio por Super dia. Você ganha um destes prêmios:',
  'rankings.lottery.prizes': 'Prêmios do sorteio',
  'rankings.lottery.draw': 'Sortear agora',
  'rankings.lottery.won': 'Você ganhou {amount} no sorteio!',
  'rankings.lottery.drawn': 'Você já participou do sorteio de hoje e ganhou {amount}.',
  'rankings.lottery.closed': 'O sorteio abre no próximo Super dia.',
  'rankings.lottery.refusedTitle': 'Não foi possível sortear',
  'rankings.lottery.refusedFallback': 'Não foi possível fazer o sorteio agora. Tente novamente.',
  'rankings.lottery.visitor': 'Crie sua conta para participar do sorteio.',
});

/** pt-BR messages of the home feed (lower home sections and the Home screen). */
export const homeFeedMessages = {
  // Known game categories (spec 3: categoryNameEn is translated through this lookup).
  'homeFeed.category.hotGame': 'Em alta',
  'homeFeed.category.recGame': 'Recomendados',
  'homeFeed.category.slots': 'Slots',
  'homeFeed.category.original': 'Originais',
  'homeFeed.category.casino': 'Cassino',
  'homeFeed.category.liveCasino': 'Cassino ao vivo',
  'homeFeed.category.gameShows': 'Game shows',
  'homeFeed.category.live': 'Ao vivo',
  'homeFeed.category.bingo': 'Bingo',
  'homeFeed.category.handsel': 'Pescaria',

  // Category and provider sections (spec 2 home item 7).
  'homeFeed.games.label': 'Jogos',
  'homeFeed.games.loading': 'Carregando jogos',
  'homeFeed.games.emptyTitle': 'Nenhum jogo disponível',
  'homeFeed.games.emptyDescription': 'Os jogos aparecem aqui assim que forem liberados.',
  'homeFeed.section.all': 'Todos',
  'homeFeed.section.allLabel': 'Todos os jogos de {name}',
  'homeFeed.section.previous': 'Jogos anteriores de {name}',
  'homeFeed.section.next': 'Próximos jogos de {name}',

  // Scratch-ticket banner (spec 2 home item 8).
  'homeFeed.scratch.title': 'Raspadinha premiada',
  'homeFeed.scratch.prize': 'Prêmio acumulado',
  'homeFeed.scratch.cta': 'Raspar agora',

  // Get more (spec 2 home item 9).
  'homeFeed.getMore': 'Ver mais jogos',

  // Latest-bet and big-win table (spec 2 home item 10, spec 4).
  'homeFeed.bets.heading': 'Apostas ao vivo',
  'homeFeed.bets.tabs': 'Tipo de aposta',
  'homeFeed.bets.latest': 'Últimas apostas',
  'homeFeed.bets.big': 'Grandes vitórias',
  'homeFeed.bets.game': 'Jogo',
  'homeFeed.bets.player': 'Jogador',
  'homeFeed.bets.amount': 'Valor',
  'homeFeed.bets.multiplier': 'Multiplicador',
  'homeFeed.bets.multiplierShort': 'Mult.',
  'homeFeed.bets.multiplierValue': '{value}x',
  'homeFeed.bets.emptyTitle': 'Nenhuma aposta por enquanto',
  'homeFeed.bets.emptyDescription': 'As apostas dos jogadores aparecem aqui em tempo real.',

  // Home screen (whole page).
  'homeFeed.page.title': 'Início',
  'homeFeed.page.errorTitle': 'Não foi possível carregar o lobby',
  'homeFeed.page.errorDescription': 'Verifique sua conexão e tente novamente.',
} as const;

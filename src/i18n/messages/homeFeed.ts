/**
 * pt-BR messages of the home feed in the first load (category names, game sections, the Home
 * screen). The lower sections' messages are the lazy area `homeLower`.
 */
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
  'homeFeed.games.loading': 'Carregando jogos',
  'homeFeed.games.emptyTitle': 'Nenhum jogo disponível',
  'homeFeed.games.emptyDescription': 'Os jogos aparecem aqui assim que forem liberados.',
  'homeFeed.section.all': 'Todos',
  'homeFeed.section.allLabel': 'Todos os jogos de {name}',
  'homeFeed.section.previous': 'Jogos anteriores de {name}',
  'homeFeed.section.next': 'Próximos jogos de {name}',

  // Home screen (whole page).
  'homeFeed.page.title': 'Início',
  'homeFeed.page.errorTitle': 'Não foi possível carregar o lobby',
  'homeFeed.page.errorDescription': 'Verifique sua conexão e tente novamente.',
} as const;

/**
 * pt-BR messages of the game tiles, in the first load (the home shows them). The game list,
 * search and detail screens' messages are the lazy area `gameScreens`.
 */
export const gamesMessages = {
  'games.card.play': 'Jogar {game}',
  'games.favourite.add': 'Favoritar {game}',
  'games.favourite.remove': 'Remover {game} dos favoritos',
} as const;

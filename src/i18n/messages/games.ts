/** pt-BR messages of the games area (game tiles, game list, search, game detail). */
export const gamesMessages = {
  'games.card.play': 'Jogar {game}',
  'games.favourite.add': 'Favoritar {game}',
  'games.favourite.remove': 'Remover {game} dos favoritos',
} as const;

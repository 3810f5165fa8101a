/** pt-BR messages of the games area. */
export const gamesMessages = {} as const;

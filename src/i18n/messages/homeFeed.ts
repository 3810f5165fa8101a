/** pt-BR messages of the home feed (lower home sections and the Home screen). */
export const homeFeedMessages = {} as const;

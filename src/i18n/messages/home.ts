/** pt-BR messages of the home area. */
export const homeMessages = {} as const;

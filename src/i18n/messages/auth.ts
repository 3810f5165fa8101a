/** pt-BR messages of the auth area. */
export const authMessages = {} as const;

/** pt-BR messages of the display area (merged into the catalog in ../pt-BR.ts). */
export const displayMessages = {} as const;

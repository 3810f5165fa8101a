/** pt-BR messages of the format area (merged into the catalog in ../pt-BR.ts). */
export const formatMessages = {} as const;

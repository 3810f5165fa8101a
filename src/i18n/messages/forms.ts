/** pt-BR messages of the forms area (merged into the catalog in ../pt-BR.ts). */
export const formsMessages = {} as const;

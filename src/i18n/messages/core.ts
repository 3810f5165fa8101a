/** pt-BR messages of the core area (merged into the catalog in ../pt-BR.ts). */
export const coreMessages = {} as const;

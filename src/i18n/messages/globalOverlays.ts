/** pt-BR messages of the globalOverlays area. */
export const globalOverlaysMessages = {} as const;

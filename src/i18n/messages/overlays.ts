/** pt-BR messages of the overlays area (merged into the catalog in ../pt-BR.ts). */
export const overlaysMessages = {
  'dialog.ok': 'OK',
} as const;

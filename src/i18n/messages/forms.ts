/** pt-BR messages of the forms area (merged into the catalog in ../pt-BR.ts). */
export const formsMessages = {
  'field.showPassword': 'Mostrar senha',
  'field.hidePassword': 'Ocultar senha',
  'field.counterShort': '{count}/{max}',
} as const;

/** pt-BR messages of the format area (merged into the catalog in ../pt-BR.ts). */
export const formatMessages = {
  'money.hidden': 'Valor oculto',
  'money.unavailable': 'Valor indisponível',
} as const;

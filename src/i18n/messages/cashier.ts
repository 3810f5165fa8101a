import { registerMessages } from '../t';

/**
 * pt-BR messages shared by the cashier screens (deposit, withdraw, exchange): the amount field
 * and its refusals (a lazy area, pt-BR.ts). Each screen keeps its own messages in its own area.
 */
export const cashierMessages = registerMessages({
  'cashier.amount.label': 'Valor',
  'cashier.amount.limits': 'Mínimo {min} · Máximo {max}',
  'cashier.amount.required': 'Informe o valor.',
  'cashier.amount.format': 'Use só números, com vírgula para os centavos (ex.: 50,00).',
  'cashier.amount.decimals': 'Use no máximo {accuracy} casas decimais.',
  'cashier.amount.noDecimals': 'Use um valor sem casas decimais.',
  'cashier.amount.min': 'O valor mínimo é {min}.',
  'cashier.amount.max': 'O valor máximo é {max}.',
  'cashier.amount.available': 'O valor passa do disponível: {available}.',
} as const);

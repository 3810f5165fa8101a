import { registerMessages } from '../t';

/** pt-BR messages of the wallet screen and the wallet feature pieces (a lazy area, pt-BR.ts). */
export const walletMessages = registerMessages({
  'wallet.title': 'Carteira',
  'wallet.total.title': 'Saldo total',
  'wallet.current.label': 'Moeda atual',
  'wallet.actions.label': 'Movimentar a carteira',
  'wallet.actions.deposit': 'Depositar',
  'wallet.actions.withdraw': 'Sacar',
  'wallet.actions.exchange': 'Converter',
  'wallet.list.title': 'Suas moedas',
  'wallet.list.hint': 'Toque em uma moeda para ver o saldo total nela.',
  'wallet.list.shown': 'Mostrando {shown} de {total} moedas',
  'wallet.search.label': 'Buscar moeda',
  'wallet.search.placeholder': 'Código, ex.: USDT',
  'wallet.hideEmpty': 'Ocultar saldos zerados',
  'wallet.noMatch.title': 'Nenhuma moeda encontrada',
  'wallet.noMatch.description': 'Nenhum código de moeda contém "{query}".',
  'wallet.noMatch.hiddenEmpty': 'As moedas com "{query}" estão com saldo zerado e ocultas.',
  'wallet.empty.title': 'Você ainda não tem carteira',
  'wallet.empty.description': 'Faça seu primeiro depósito para começar a jogar.',
} as const);

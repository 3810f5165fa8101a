// The public face of features/wallet for other features (eslint.config.js). Only what another
// feature needs is listed: every module named here loads with whoever imports the index.
export { BalanceList, BalanceListSkeleton } from './BalanceList/BalanceList';
export { CurrencyFilters } from './CurrencyFilters/CurrencyFilters';
export { CurrencyRow } from './CurrencyRow/CurrencyRow';
export { chooseCurrency } from './chooseCurrency';
export { filterWalletRows, walletRows, type WalletRow } from './walletRows';

import type {
  CurrencyInfo,
  CurrencyMap,
  EndpointDef,
  WalletEntry,
  WalletSummary,
} from '../contract';
import { arrayOf, num, obj, str } from '../shape';

// Spec 7 calls: the wallets and the currency map (first load). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/wallet.ts.

const currencies = arrayOf(
  obj<CurrencyInfo>({ currency: str, currencySymbol: str, usdCurrencyAccuracy: num }),
);

export const walletSummary = {
  method: 'GET',
  path: '/api/wallet/v1/summaryList/{currency}',
  reply: obj<WalletSummary>({
    res: arrayOf(
      obj<WalletEntry>({ currency: str, availableBalance: num, currencySymbol: str, icon: str }),
    ),
    summaryAvailableBalance: num,
  }),
} as const satisfies EndpointDef;

export const currencyListMap = {
  method: 'GET',
  path: '/api/currency/v1/listMap',
  reply: obj<CurrencyMap>({ 1: currencies, 2: currencies, 3: currencies }),
} as const satisfies EndpointDef;

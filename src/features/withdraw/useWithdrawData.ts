import { useSWRConfig } from 'swr';
import { getWalletWithdrawal, getWithdrawAccounts } from '../../api/cashier';
import type {
  CurrencyMap,
  WageringRecord,
  WalletEntry,
  WalletWithdrawal,
  WithdrawAccount,
} from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { getWageringRecords } from '../../api/records';
import { useResource, type Resource } from '../../api/useResource';
import { getCurrencyMap, getWalletSummary } from '../../api/wallet';
import { currencyDisplay, type CurrencyDisplay } from '../../lib/currencyDisplay';

/** Spec 9: BRL is the default currency; the summary's total is not used here, only its rows. */
const SUMMARY_CURRENCY = 'BRL';

export type WithdrawData = {
  /** `error` when a call the page cannot work without failed (accounts, limits, balances). */
  status: 'loading' | 'error' | 'ready';
  error: ApiError | undefined;
  accounts: readonly WithdrawAccount[];
  /** walletWithdrawal's row of a currency: withdrawable part and limits (spec 7). */
  limitsOf: (currency: string) => WalletWithdrawal | undefined;
  /** The wallet balance of a currency (summaryList), 0 when the player holds none. */
  balanceOf: (currency: string) => number;
  /** Symbol and accuracy (spec 5) of a currency, from the currency map when it answered. */
  displayOf: (currency: string) => CurrencyDisplay;
  /** The currencies the player holds a wallet in. */
  held: readonly string[];
  /** Fetches again whatever failed (the Error state's "Tentar novamente"). */
  retry: () => void;
  /**
   * Re-reads what can be withdrawn and the balances (after a refusal or a withdrawal), and
   * resolves with the new walletWithdrawal rows (undefined when that read failed).
   */
  refresh: () => Promise<readonly WalletWithdrawal[] | undefined>;
  /** Adds a just-saved account to the list at once, then re-reads the list. */
  addAccount: (account: WithdrawAccount) => Promise<void>;
};

const isNever = () => false;

/**
 * Everything /withdraw shows before the player types: saved accounts (GET memberWithdrawAccount
 * list), what can be withdrawn per currency with its limits (GET walletWithdrawal), the balances
 * (GET summaryList) and the currency map for symbols and accuracy (its failure only costs the
 * symbols: BRL's are known). An empty account list is a state of its own, not "nothing loaded".
 */
export function useWithdrawData(): WithdrawData {
  const { mutate } = useSWRConfig();
  // Not deferred: the account just saved is in the list the form shows next (addAccount).
  const accounts = useResource(getWithdrawAccounts, undefined, { isEmpty: isNever, defer: false });
  const withdrawal = useResource(getWalletWithdrawal, undefined, { isEmpty: isNever });
  const summary = useResource(
    getWalletSummary,
    { currency: SUMMARY_CURRENCY },
    {
      isEmpty: isNever,
    },
  );
  const currencyMap = useResource(getCurrencyMap, undefined, { isEmpty: isNever });
  const needed: Resource<unknown>[] = [accounts, withdrawal, summary];

  const failed = needed.find((r) => r.status === 'error');
  // The currency map gives each currency its decimals (USDT 4): limits and fees are not drawn
  // with 2 places first and redrawn with 4. Its failure is not the page's: the default of 2.
  const status = failed
    ? 'error'
    : needed.some((r) => r.status === 'loading') || currencyMap.status === 'loading'
      ? 'loading'
      : 'ready';
  const wallets: readonly WalletEntry[] = summary.data?.res ?? [];
  const map: CurrencyMap | undefined = currencyMap.data;

  return {
    status,
    error: failed?.error,
    accounts: accounts.data ?? [],
    limitsOf: (currency) => withdrawal.data?.find((w) => w.currency === currency),
    balanceOf: (currency) => wallets.find((w) => w.currency === currency)?.availableBalance ?? 0,
    displayOf: (currency) => currencyDisplay(currency, map, wallets),
    held: wallets.map((w) => w.currency),
    retry: () => {
      for (const resource of [...needed, currencyMap]) {
        if (resource.status === 'error') resource.retry();
      }
    },
    refresh: async () => {
      const [rows] = await Promise.all([
        mutate<WalletWithdrawal[]>(getWalletWithdrawal.key()).catch(() => undefined),
        mutate(getWalletSummary.key({ currency: SUMMARY_CURRENCY })).catch(() => undefined),
      ]);
      return rows;
    },
    addAccount: async (account) => {
      await mutate<WithdrawAccount[]>(
        getWithdrawAccounts.key(),
        (list = []) => [...list.filter((a) => a.id !== account.id), account],
        { revalidate: true },
      ).catch(() => undefined);
    },
  };
}

/** The coding (wagering) requirements of one currency (GET memberWagering page, spec 7). */
export function useWagering(currency: string): Resource<readonly WageringRecord[]> & {
  refresh: () => Promise<unknown>;
} {
  const { mutate } = useSWRConfig();
  const query = { currency };
  const page = useResource(getWageringRecords, currency ? query : null, { isEmpty: isNever });
  return {
    ...page,
    status: page.status,
    data: page.data?.list,
    refresh: () => mutate(getWageringRecords.key(query)).catch(() => undefined),
  };
}

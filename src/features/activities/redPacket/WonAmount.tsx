import type { ClaimResult } from '../../../api/contract';
import { currencyDisplay, type CurrencyDisplay } from '../../../lib/currencyDisplay';
import { usePlatform } from '../../../state/platform';
import { useWallet } from '../../../state/wallet';
import { Celebration } from '../../../ui/Celebration/Celebration';
import type { Claim } from '../activityPopup';
import * as popup from '../activityPopup.css';

/**
 * What a claim won, if it won, and how to show amounts: in the won currency once there is one,
 * else in `currency` (spec 5: the currency's symbol and accuracy).
 */
export function useWonDisplay(
  claim: Claim,
  currency: string,
): { won: ClaimResult | null; display: CurrencyDisplay } {
  const { currencies } = usePlatform();
  const { entries } = useWallet();
  const won = claim.status === 'won' ? claim.result : null;
  return { won, display: currencyDisplay(won?.currency ?? currency, currencies, entries) };
}

type WonAmountProps = {
  /** "Você ganhou", from the catalogue of the place that shows it. */
  label: string;
  amount: number;
  display: CurrencyDisplay;
  /**
   * Won just now, by this tap: the win's moment plays (the amount counts up, a burst). A packet
   * opened before and shown again gets the amount at rest.
   */
  justWon: boolean;
};

/** The label and the amount won, large and in the reward colour. */
export function WonAmount({ label, amount, display, justWon }: WonAmountProps) {
  return (
    <>
      <span className={popup.label}>{label}</span>
      <Celebration
        amount={amount}
        symbol={display.symbol}
        decimals={display.decimals}
        frame={justWon ? undefined : 'end'}
      />
    </>
  );
}

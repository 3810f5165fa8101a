import type { BetRecord } from '../../../api/contract';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { formatCurrency } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { t } from '../../../i18n/t';
import { SignedAmount } from '../SignedAmount/SignedAmount';
import * as styles from './BetRow.css';
import '../../../i18n/messages/library';

type BetRowProps = {
  bet: BetRecord;
  display: CurrencyDisplay;
};

/**
 * One bet of the player's history: the game, its São Paulo date and time (spec 1) and the stake
 * on the left; the win on the right, with its sign, or "Sem prêmio". Money in the spec 5 format
 * of the bet's currency.
 */
export function BetRow({ bet, display }: BetRowProps) {
  const stake = formatCurrency(bet.betAmount, display.symbol, display.decimals);
  return (
    <li className={styles.row}>
      <span className={styles.main}>
        <span className={styles.title}>{bet.gameName}</span>
        <span className={styles.meta}>
          {formatDateTime(bet.betTime)} · {t('library.bets.stake', { amount: stake })}
        </span>
      </span>
      <span className={styles.outcome}>
        {bet.winAmount > 0 ? (
          <span>
            {/* Said before the figure: a plus sign alone does not say what the money is. */}
            <span className="visually-hidden">{t('library.bets.winLabel')} </span>
            <SignedAmount amount={bet.winAmount} display={display} />
          </span>
        ) : (
          <span className={styles.noWin}>{t('library.bets.noWin')}</span>
        )}
      </span>
    </li>
  );
}

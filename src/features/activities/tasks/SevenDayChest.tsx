import { useId } from 'react';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { Button } from '../../../ui/Button/Button';
import { Money } from '../../../ui/Money/Money';
import { useClaim } from '../activityPopup';
import { openChest } from './taskData';
import { chestState, type ChestInput } from './taskRules';
import * as styles from './SevenDayChest.css';
import '../../../i18n/messages/tasks';

type SevenDayChestProps = {
  activityId: number;
  /** The seven-day detail, with `signedDays` counting a check-in just made. */
  sign: ChestInput;
  display: CurrencyDisplay;
  /** Reads the seven-day detail again (after the chest's answer, whatever it is). */
  refresh: () => Promise<unknown>;
};

/**
 * The week's chest of the sign-in pop-up (spec 2 type 21; spec 7 "seven-day sign and chest"):
 * locked until all seven days are signed (how many are missing is said), then "Abrir baú" opens
 * it once (a money action through `claimOnce`: one request per intent, the wallet refreshed);
 * once open its prize is shown. A refusal is said in place. Its messages are polite live text,
 * not a second `status` role: the pop-up's own live region stays the one status of the dialog.
 */
export function SevenDayChest({ activityId, sign, display, refresh }: SevenDayChestProps) {
  const titleId = useId();
  const [claim, send] = useClaim(() => openChest(activityId), refresh);
  const state = chestState(sign, claim.status === 'won' ? claim.result.amount : null);

  let text: string;
  if (claim.status === 'won') {
    text = t('tasks.chest.won', {
      amount: formatCurrency(claim.result.amount, display.symbol, display.decimals),
    });
  } else if (state.kind === 'opened') text = t('tasks.chest.openedText');
  else if (state.kind === 'ready') text = t('tasks.chest.ready');
  else if (state.daysLeft === 1) text = t('tasks.chest.lockedOne');
  else text = t('tasks.chest.locked', { count: state.daysLeft });

  return (
    <section className={styles.chest({ state: state.kind })} aria-labelledby={titleId}>
      <div className={styles.row}>
        <h3 id={titleId} className={styles.title}>
          {t('tasks.chest.title')}
        </h3>
        <Money
          amount={state.kind === 'opened' ? state.amount : sign.chestReward}
          symbol={display.symbol}
          decimals={display.decimals}
          size="sm"
          tone="reward"
        />
      </div>
      <p className={styles.text} aria-live="polite">
        {text}
      </p>
      {claim.status === 'refused' && (
        <p className={styles.refusal} role="alert">
          {claim.message}
        </p>
      )}
      <Button
        block
        variant={state.kind === 'ready' ? 'primary' : 'secondary'}
        loading={claim.status === 'sending'}
        disabled={state.kind !== 'ready' || claim.status === 'sending'}
        onClick={send}
      >
        {state.kind === 'ready'
          ? t('tasks.chest.open')
          : state.kind === 'opened'
            ? t('tasks.chest.opened')
            : t('tasks.chest.lockedAction')}
      </Button>
    </section>
  );
}

import { useId } from 'react';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import type { DepositMethod, PayMethodCode } from '../methods';
import { ChoiceGroup, ChoiceTile } from '../../../ui/ChoiceGroup/ChoiceGroup';
import * as styles from './MethodPicker.css';
import '../../../i18n/messages/deposit';

/** Spec 3 payment methods by code: the name a player reads. */
export const METHOD_NAMES: Record<PayMethodCode, MessageKey> = {
  1: 'deposit.method.pix',
  2: 'deposit.method.crypto',
  3: 'deposit.method.card',
};

const METHOD_NOTES: Record<PayMethodCode, MessageKey> = {
  1: 'deposit.method.pixNote',
  2: 'deposit.method.cryptoNote',
  3: 'deposit.method.cardNote',
};

type MethodPickerProps = {
  methods: readonly DepositMethod[];
  value: PayMethodCode | undefined;
  onChange: (payMethod: PayMethodCode) => void;
};

/**
 * The deposit methods of the channel (spec 3: 1 Pix, 2 crypto wallet, 3 bank card) as one
 * radio group. A method the channel lists but does not serve now stays in its place, disabled,
 * marked "Indisponível no momento", with a sentence under the group saying which one and what
 * to do instead.
 */
export function MethodPicker({ methods, value, onChange }: MethodPickerProps) {
  const name = useId();
  const unavailable = methods.filter((m) => !m.available);
  const unavailableId = useId();
  return (
    <ChoiceGroup legend={t('deposit.methods.label')}>
      <div className={styles.options}>
        {methods.map((method) => (
          <ChoiceTile
            key={method.payMethod}
            className={styles.option}
            name={name}
            value={method.payMethod}
            checked={value === method.payMethod}
            disabled={!method.available}
            describedBy={method.available ? undefined : unavailableId}
            onSelect={() => onChange(method.payMethod)}
          >
            <span className={styles.name}>{t(METHOD_NAMES[method.payMethod])}</span>
            <span className={styles.note}>
              {method.available
                ? t(METHOD_NOTES[method.payMethod])
                : t('deposit.method.unavailable')}
            </span>
          </ChoiceTile>
        ))}
      </div>
      {unavailable.length > 0 && (
        <p id={unavailableId} className={styles.unavailable}>
          {t('deposit.method.unavailableNote', {
            methods: unavailable.map((m) => t(METHOD_NAMES[m.payMethod])).join(', '),
          })}
        </p>
      )}
    </ChoiceGroup>
  );
}

import { useId, useRef } from 'react';
import { t } from '../../../i18n/t';
import { showToast } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { copyText } from '../../../ui/copyOrSelect';
import * as styles from './CopyCode.css';
import '../../../i18n/messages/deposit';

type CopyCodeProps = {
  /** What the code is ("Código Pix copia e cola", "Endereço de depósito (USDT)"). */
  label: string;
  /** The text, shown in full. */
  value: string;
  /** The toast once copied ("Código Pix copiado"). */
  copiedMessage: string;
};

/**
 * A code the player pastes elsewhere (a Pix "copia e cola", a wallet address): **Copiar** first,
 * then the code in full. Copying goes through the Clipboard API; where that is missing or
 * refused, the code is selected for the phone's own copy menu. Either way a toast says what
 * happened (the toast stack's live regions announce it, ui/Toast).
 */
export function CopyCode({ label, value, copiedMessage }: CopyCodeProps) {
  const labelId = useId();
  const shown = useRef<HTMLParagraphElement>(null);
  const copy = async () => {
    const how = await copyText(value, shown.current);
    showToast(
      how === 'copied'
        ? { message: copiedMessage, tone: 'success' }
        : { message: t('deposit.pay.selected'), tone: 'neutral', durationMs: 6000 },
    );
  };
  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <div className={styles.row}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <Button size="sm" onClick={() => void copy()}>
          {t('deposit.pay.copy')}
        </Button>
      </div>
      <p ref={shown} className={styles.code}>
        {value}
      </p>
    </div>
  );
}

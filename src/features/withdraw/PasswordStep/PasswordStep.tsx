import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/t';
import { Alert } from '../../../ui/Alert/Alert';
import { Button } from '../../../ui/Button/Button';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { TextField } from '../../../ui/TextField/TextField';
import { verifyWithdrawPassword } from '../passwordCheck';
import * as styles from './PasswordStep.css';
import '../../../i18n/messages/withdraw';

type PasswordStepProps = {
  open: boolean;
  /** The amount that will leave, formatted ("R$ 500,00"). */
  amount: string;
  /** Where it goes, masked ("Pix · CPF ***.533.447-**"). */
  destination: string;
  /**
   * The password was right: the screen sends the withdrawal now (its own guard and the money
   * action's make sure it is sent once) and closes the step.
   */
  onVerified: () => void;
  /** The close button, Esc, a tap on the scrim or "Fechar" (ignored while a check is pending). */
  onClose: () => void;
};

/**
 * The last step before money leaves (a second factor the spec does not have: CHOICE, like its
 * call): a sheet that asks for the account password, naming the amount and the masked account,
 * and lets the withdrawal be sent only once the server has accepted it. A wrong password is said
 * under the field, which keeps the focus with its text selected; nothing is sent. After too many
 * wrong ones in a row withdrawals are locked for a while, which the sheet says in place of the
 * field. The password lives only in this sheet's state: closing it drops it.
 */
export function PasswordStep(props: PasswordStepProps) {
  // Mounted only while open: the typed password goes with the sheet.
  return props.open ? <PasswordSheet {...props} /> : null;
}

function PasswordSheet({ amount, destination, onVerified, onClose }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // A second tap that lands before React re-renders the busy button still finds this set.
  const checkingNow = useRef(false);
  const field = useRef<HTMLInputElement | null>(null);
  // The sheet gives the focus to what is marked data-autofocus; TextField forwards no data
  // attributes, so the mark is set on its input here.
  const fieldRef = useCallback((input: HTMLInputElement | null) => {
    field.current = input;
    input?.setAttribute('data-autofocus', '');
  }, []);

  const form = useRef<HTMLFormElement>(null);
  // The lock replaces the field and the button that had the focus: the way out takes it.
  useEffect(() => {
    if (locked) form.current?.querySelector('button')?.focus();
  }, [locked]);

  const close = () => {
    if (!checkingNow.current) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checkingNow.current || locked) return;
    if (password === '') {
      setError(t('withdraw.password.required'));
      field.current?.focus();
      return;
    }
    checkingNow.current = true;
    setChecking(true);
    setError(null);
    const result = await verifyWithdrawPassword(password);
    checkingNow.current = false;
    setChecking(false);
    if (result.ok) {
      setPassword('');
      onVerified();
      return;
    }
    if (result.kind === 'locked') {
      setPassword('');
      setLocked(result.text);
      return;
    }
    setError(result.text);
    // Back to the field with what was typed selected: the next keys replace it.
    field.current?.focus();
    field.current?.select();
  };

  return (
    <Sheet
      open
      onClose={close}
      dismissible={!checking}
      title={t('withdraw.password.title')}
      description={t('withdraw.password.text', { amount, account: destination })}
    >
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {locked ? (
          <>
            <Alert tone="error" title={t('withdraw.password.lockedTitle')}>
              <p className={styles.lockedText}>{locked}</p>
            </Alert>
            <Button variant="secondary" block onClick={onClose}>
              {t('common.close')}
            </Button>
          </>
        ) : (
          <>
            <TextField
              ref={fieldRef}
              type="password"
              label={t('withdraw.password.label')}
              value={password}
              onChange={(next) => {
                setPassword(next);
                setError(null);
              }}
              error={error}
              autoComplete="current-password"
              // Read-only, not disabled, while checking: the field keeps the focus for a retry.
              readOnly={checking}
              maxLength={64}
            />
            <Button type="submit" block loading={checking}>
              {t('withdraw.password.submit')}
            </Button>
          </>
        )}
      </form>
    </Sheet>
  );
}

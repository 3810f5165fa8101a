import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  WithdrawAccountType,
  type AddWithdrawAccountPayload,
  type PixKeyType,
  type WithdrawAccount,
} from '../../../api/contract';
import { isApiError } from '../../../api/errors';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import { Select } from '../../../ui/Select/Select';
import { TextField } from '../../../ui/TextField/TextField';
import { pixKeyLabel } from '../accounts';
import { checkPixKey, maskPixKey, PIX_KEY_TYPES, type PixKeyProblem } from '../pixKey';
import { saveWithdrawAccount } from '../submitWithdraw';
import { checkWalletAddress, WALLET_NETWORKS, type AddressCheck } from '../walletAddress';
import * as shared from '../shared.css';
import * as styles from './AddAccountForm.css';
import '../../../i18n/messages/withdraw';

/** Mock world codes (mocks/world/codes.ts) that belong under the key or address field. */
const FIELD_CODES = new Set([1004, 2020, 2021, 2022]);

const KEY_PROBLEM: Record<PixKeyProblem, MessageKey> = {
  required: 'withdraw.key.required',
  cpfDigits: 'withdraw.key.cpfDigits',
  cpfNotOwn: 'withdraw.key.cpfNotOwn',
  phone: 'withdraw.key.phone',
  email: 'withdraw.key.email',
  evp: 'withdraw.key.evp',
};

const KEY_INPUT: Record<
  PixKeyType,
  { inputMode: 'numeric' | 'tel' | 'email' | 'text'; max: number }
> = {
  CPF: { inputMode: 'numeric', max: 14 },
  PHONE: { inputMode: 'tel', max: 15 },
  EMAIL: { inputMode: 'email', max: 77 },
  EVP: { inputMode: 'text', max: 36 },
};

function addressMessage(check: Extract<AddressCheck, { ok: false }>, network: string): string {
  if (check.problem === 'required') return t('withdraw.address.required');
  if (check.problem === 'network') return t('withdraw.address.network');
  return t('withdraw.address.address', { network });
}

type AddAccountFormProps = {
  /** The CPF the player registered with, when the app holds it (spec 4); '' otherwise. */
  ownCpf: string;
  /** Coins the player holds that a wallet can be saved for (walletAddress.ts). */
  walletCurrencies: readonly string[];
  onSaved: (account: WithdrawAccount) => void;
  onCancel: () => void;
};

type Kind = 'pix' | 'wallet';

/**
 * A new withdraw account (spec 3 types: 1 Pix key, 2 crypto wallet), checked before it is sent
 * (pixKey.ts, walletAddress.ts) and saved through the CHOICE endpoint memberWithdrawAccount/add.
 * A CPF key must be the player's own CPF: refused here when the app holds the registered CPF,
 * and by the server otherwise (its refusal lands under the same field). Errors show once the
 * field is left or a save is tried, never while typing.
 */
export function AddAccountForm({
  ownCpf,
  walletCurrencies,
  onSaved,
  onCancel,
}: AddAccountFormProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [kind, setKind] = useState<Kind>('pix');
  const [keyType, setKeyType] = useState<PixKeyType>('CPF');
  const [key, setKey] = useState('');
  const [currency, setCurrency] = useState(walletCurrencies[0] ?? '');
  const [network, setNetwork] = useState(WALLET_NETWORKS[walletCurrencies[0] ?? '']?.[0] ?? '');
  const [address, setAddress] = useState('');
  const [left, setLeft] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The form replaces what was tapped: focus its heading so screen readers start here.
  useLayoutEffect(() => heading.current?.focus(), []); // focused in the commit that shows it

  const keyCheck = checkPixKey(keyType, key, ownCpf);
  const addressCheck = checkWalletAddress(currency, network, address);
  const showProblems = left || tried;
  let fieldError: string | null = serverError;
  if (!fieldError && showProblems) {
    if (kind === 'pix' && !keyCheck.ok) fieldError = t(KEY_PROBLEM[keyCheck.problem]);
    if (kind === 'wallet' && !addressCheck.ok) fieldError = addressMessage(addressCheck, network);
  }

  const edited = () => {
    setLeft(false);
    setServerError(null);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    let payload: AddWithdrawAccountPayload;
    if (kind === 'pix') {
      if (!keyCheck.ok) return;
      payload = {
        type: WithdrawAccountType.bankCard,
        currency: 'BRL',
        pixKeyType: keyType,
        accountNo: keyCheck.value,
      };
    } else {
      if (!addressCheck.ok) return;
      payload = {
        type: WithdrawAccountType.cryptoWallet,
        currency,
        network,
        accountNo: addressCheck.value,
      };
    }
    setSaving(true);
    try {
      onSaved(await saveWithdrawAccount(payload));
    } catch (error) {
      if (isApiError(error) && error.kind === 'business' && FIELD_CODES.has(error.code ?? 0)) {
        setServerError(
          error.code === 2020
            ? t('withdraw.key.cpfNotOwn')
            : error.message || t('withdraw.key.required'),
        );
      } else {
        setFormError(
          isApiError(error) && error.kind === 'business'
            ? error.message
            : t('withdraw.failed.network'),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  const keyInput = KEY_INPUT[keyType];
  return (
    <form className={shared.card} noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className={`${shared.cardTitle} ${styles.title}`}
      >
        {t('withdraw.add.title')}
      </h2>
      {walletCurrencies.length > 0 && (
        <fieldset className={styles.kinds}>
          <legend className={styles.label}>{t('withdraw.add.kind')}</legend>
          {(['pix', 'wallet'] as const).map((value) => (
            <label key={value} className={styles.kind}>
              <input
                type="radio"
                className={styles.radio}
                name={`${titleId}-kind`}
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                  setTried(false);
                  edited();
                }}
              />
              {t(value === 'pix' ? 'withdraw.add.kind.pix' : 'withdraw.add.kind.wallet')}
            </label>
          ))}
        </fieldset>
      )}
      {kind === 'pix' ? (
        <>
          <Select
            label={t('withdraw.add.keyType')}
            value={keyType}
            options={PIX_KEY_TYPES.map((type) => ({ value: type, label: pixKeyLabel(type) }))}
            onChange={(next) => {
              setKeyType(next);
              setKey((current) => maskPixKey(next, current));
              setTried(false);
              edited();
            }}
          />
          <TextField
            label={t('withdraw.add.key', { type: pixKeyLabel(keyType) })}
            value={key}
            onChange={(value) => {
              setKey(maskPixKey(keyType, value));
              edited();
            }}
            onBlur={() => setLeft(key.trim() !== '')}
            error={fieldError}
            hint={keyType === 'CPF' ? t('withdraw.add.cpfHint') : undefined}
            type={keyType === 'EMAIL' ? 'email' : keyType === 'PHONE' ? 'tel' : 'text'}
            inputMode={keyInput.inputMode}
            maxLength={keyInput.max}
            autoComplete="off"
          />
          <p className={shared.note}>{t('withdraw.add.ownerNote')}</p>
        </>
      ) : (
        <>
          <Select
            label={t('withdraw.add.currency')}
            value={currency}
            options={walletCurrencies.map((code) => ({ value: code, label: code }))}
            onChange={(value) => {
              setCurrency(value);
              setNetwork(WALLET_NETWORKS[value]?.[0] ?? '');
              edited();
            }}
          />
          <Select
            label={t('withdraw.add.network')}
            value={network}
            options={(WALLET_NETWORKS[currency] ?? []).map((code) => ({
              value: code,
              label: code,
            }))}
            onChange={(value) => {
              setNetwork(value);
              edited();
            }}
          />
          <TextField
            label={t('withdraw.add.address')}
            value={address}
            onChange={(value) => {
              setAddress(value.trim());
              edited();
            }}
            onBlur={() => setLeft(address !== '')}
            error={fieldError}
            autoComplete="off"
            maxLength={90}
          />
          <p className={shared.note}>{t('withdraw.add.networkNote')}</p>
        </>
      )}
      {formError && (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" block loading={saving}>
          {t('withdraw.add.save')}
        </Button>
        <Button variant="secondary" block onClick={onCancel} disabled={saving}>
          {t('withdraw.add.cancel')}
        </Button>
      </div>
    </form>
  );
}

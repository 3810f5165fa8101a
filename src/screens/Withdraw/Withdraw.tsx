import { useEffect, useId, useRef, useState } from 'react';
import type { WithdrawAccount, WithdrawOrder, WithdrawPayload } from '../../api/contract';
import { AmountField, checkAmount, type AmountLimits } from '../../features/cashier';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import {
  accountCurrency,
  accountTitle,
  defaultAccount,
  destinationText,
} from '../../features/withdraw/accounts';
import { AccountPicker } from '../../features/withdraw/AccountPicker/AccountPicker';
import { AccountRow } from '../../features/withdraw/AccountRow/AccountRow';
import { AddAccountForm } from '../../features/withdraw/AddAccountForm/AddAccountForm';
import { PasswordStep } from '../../features/withdraw/PasswordStep/PasswordStep';
import {
  explainWithdrawFailure,
  staleWithdrawable,
  type WithdrawFailure,
} from '../../features/withdraw/refusal';
import { RefusalNotice } from '../../features/withdraw/RefusalNotice/RefusalNotice';
import { submitWithdraw } from '../../features/withdraw/submitWithdraw';
import {
  useWagering,
  useWithdrawData,
  type WithdrawData,
} from '../../features/withdraw/useWithdrawData';
import { withdrawableBreakdown } from '../../features/withdraw/wagering';
import { walletCurrencies } from '../../features/withdraw/walletAddress';
import { WageringStatus } from '../../features/withdraw/WageringStatus/WageringStatus';
import { WithdrawableBalance } from '../../features/withdraw/WithdrawableBalance/WithdrawableBalance';
import { WithdrawResult } from '../../features/withdraw/WithdrawResult/WithdrawResult';
import { WithdrawSummary } from '../../features/withdraw/WithdrawSummary/WithdrawSummary';
import { t } from '../../i18n/t';
import { formatCurrency } from '../../lib/money';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Withdraw.css';
import '../../i18n/messages/withdraw';

type Step = 'form' | 'adding' | 'confirm' | 'done';

type Refusal = { failure: WithdrawFailure; requested: string; withdrawable: string };

/**
 * What the confirmation shows and sends, fixed when the player taps "Continuar": figures that
 * change afterwards (a refusal re-reads what can be withdrawn) must not change what was confirmed.
 */
type Confirming = { account: WithdrawAccount; payload: WithdrawPayload };

/**
 * /withdraw (spec 2, login only; a visitor gets the register pop-up from the route guard).
 * In steps on one page, so nothing is sent before the player has seen what will be sent:
 *
 * 1. form, in the order a player needs it on a phone's first screen: what can be withdrawn now
 *    (the walletWithdrawal figure: balance minus wagering still due) and what rollover holds;
 *    the amount in the chosen account's currency within the walletWithdrawal limits and that
 *    withdrawable part (checked by features/cashier before anything is sent); then the chosen
 *    saved account as one row (spec 3 withdraw account types 1 bank card or Pix key, 2 crypto
 *    wallet) that opens the picker of every saved account and "Adicionar conta" in place; below
 *    them the wagering requirements, each with its spec 3 coding status and progress;
 * 2. confirm: account, amount, fee and what arrives; "Sacar" asks for the account password
 *    (CHOICE: a second factor before money leaves, checked by the server), and only once it is
 *    accepted sends POST withdraw/apply as a money action (one request however many taps); a
 *    refusal is explained in place with the requested and the withdrawable amount;
 * 3. done: the order is in review (spec 3 withdraw status 1 audit), with a link to /orderlist.
 */
export function Withdraw() {
  const data = useWithdrawData();
  return (
    <div className={styles.page}>
      <PageHeader title={t('withdraw.title')} />
      {data.status === 'error' ? (
        <div className={styles.body}>
          <EmptyState
            kind={data.error?.kind === 'network' ? 'network_error' : 'fail'}
            onRetry={data.retry}
          />
        </div>
      ) : data.status === 'loading' ? (
        <section className={styles.body} aria-label={t('withdraw.loading')} aria-busy="true">
          {/* The form's own blocks at the heights they load into (a 375 px phone): what can be
              withdrawn with its rollover line, the amount with its limits, the account row;
              "Continuar" already in its place at the bottom of the screen. */}
          <Skeleton height={128} radius="lg" />
          <Skeleton height={102} radius="md" />
          <Skeleton height={90} radius="lg" />
          <Skeleton height={180} radius="lg" />
          <div className={styles.actions}>
            <Skeleton height={44} radius="md" />
          </div>
        </section>
      ) : (
        <WithdrawSteps data={data} />
      )}
    </div>
  );
}

function WithdrawSteps({ data }: { data: WithdrawData }) {
  const { cpf } = useSession();
  const [step, setStep] = useState<Step>('form');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [order, setOrder] = useState<WithdrawOrder | null>(null);
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** The saved accounts are listed under the chosen one (the row is expanded). */
  const [picking, setPicking] = useState(false);
  /** The password step is open over the confirmation. */
  const [asking, setAsking] = useState(false);
  // A tap that lands before React re-renders the busy button still finds this set.
  const sendingNow = useRef(false);
  const row = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  // Back from the add form, the focus goes to the account row (the form that had it is gone).
  const focusRow = useRef(false);
  useEffect(() => {
    if (step !== 'form' || !focusRow.current) return;
    focusRow.current = false;
    row.current?.focus();
  }, [step]);

  const account: WithdrawAccount | null =
    data.accounts.find((a) => a.id === selectedId) ?? defaultAccount(data.accounts);
  const currency = account ? accountCurrency(account) : 'BRL';
  const display = data.displayOf(currency);
  const limits = data.limitsOf(currency);
  const split = withdrawableBreakdown(
    data.balanceOf(currency),
    limits?.withdrawableBalance ?? 0,
    display.decimals,
  );
  const wagering = useWagering(currency);
  const amountLimits: AmountLimits = {
    min: limits?.minAmount,
    max: limits?.maxAmount,
    accuracy: display.decimals,
    available: split.withdrawable,
    symbol: display.symbol,
  };
  const checked = checkAmount(amount, amountLimits);
  const money = (value: number) => formatCurrency(value, display.symbol, display.decimals);
  const typed = Number(amount.trim().replace(',', '.'));
  const over = tried && !checked.ok && checked.problem.kind === 'available';

  const goToConfirm = () => {
    setTried(true);
    if (!account || !checked.ok) return;
    setConfirming({ account, payload: { accountId: account.id, currency, amount: checked.value } });
    setRefusal(null);
    setPicking(false);
    setStep('confirm');
  };

  const send = async () => {
    if (!confirming || sendingNow.current) return;
    const { payload } = confirming;
    const shown = data.displayOf(payload.currency);
    const text = (value: number) => formatCurrency(value, shown.symbol, shown.decimals);
    sendingNow.current = true;
    setSending(true);
    setRefusal(null);
    try {
      const created = await submitWithdraw(payload);
      setOrder(created);
      setStep('done');
      // What can be withdrawn and the rollover changed with the money that left.
      void data.refresh();
      void wagering.refresh();
    } catch (error) {
      const failure = explainWithdrawFailure(error);
      let withdrawable = split.withdrawable;
      if (staleWithdrawable(failure)) {
        // The figure on screen was out of date: say what is true now.
        const [rows] = await Promise.all([data.refresh(), wagering.refresh()]);
        withdrawable =
          rows?.find((r) => r.currency === payload.currency)?.withdrawableBalance ?? withdrawable;
      }
      setRefusal({ failure, requested: text(payload.amount), withdrawable: text(withdrawable) });
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  const backToForm = () => {
    setRefusal(null);
    setStep('form');
  };

  if (step === 'done' && order && confirming) {
    return (
      <div className={styles.body}>
        <WithdrawResult
          order={order}
          account={confirming.account}
          display={data.displayOf(confirming.payload.currency)}
          onAnother={() => {
            setOrder(null);
            setConfirming(null);
            setAmount('');
            setTried(false);
            setStep('form');
          }}
        />
      </div>
    );
  }

  if (step === 'adding') {
    return (
      <div className={styles.body}>
        <AddAccountForm
          ownCpf={cpf}
          walletCurrencies={walletCurrencies(data.held)}
          onCancel={() => {
            focusRow.current = true;
            setStep('form');
          }}
          onSaved={(saved) => {
            void data.addAccount(saved);
            setSelectedId(saved.id);
            setAnnouncement(t('withdraw.accounts.saved', { account: accountTitle(saved) }));
            setPicking(false);
            focusRow.current = true;
            setStep('form');
          }}
        />
      </div>
    );
  }

  if (step === 'confirm' && confirming) {
    const refused = refusal?.failure.kind === 'refused';
    const shown = data.displayOf(confirming.payload.currency);
    return (
      <div className={styles.body}>
        <WithdrawSummary
          account={confirming.account}
          amount={confirming.payload.amount}
          display={shown}
        />
        {refusal && (
          <RefusalNotice
            failure={refusal.failure}
            requested={refusal.requested}
            withdrawable={refusal.withdrawable}
          />
        )}
        <div className={styles.actions}>
          {!refused && (
            // Sends nothing itself: the password step sends once the password is accepted.
            <Button block loading={sending} onClick={() => setAsking(true)}>
              {refusal ? t('withdraw.refused.retry') : t('withdraw.confirm.send')}
            </Button>
          )}
          <Button
            variant={refused ? 'primary' : 'secondary'}
            block
            disabled={sending}
            onClick={backToForm}
          >
            {t('withdraw.confirm.edit')}
          </Button>
        </div>
        <PasswordStep
          open={asking}
          amount={formatCurrency(confirming.payload.amount, shown.symbol, shown.decimals)}
          destination={destinationText(confirming.account)}
          onVerified={() => {
            setAsking(false);
            void send();
          }}
          onClose={() => setAsking(false)}
        />
      </div>
    );
  }

  const chooseAccount = (id: number) => {
    setSelectedId(id);
    setAnnouncement('');
  };
  const doneChoosing = () => {
    setPicking(false);
    row.current?.focus();
  };
  const picker = (
    <AccountPicker
      accounts={data.accounts}
      selectedId={account?.id ?? null}
      onSelect={chooseAccount}
      onDone={account ? doneChoosing : undefined}
      title={account ? t('withdraw.accounts.choose') : undefined}
      onAdd={() => {
        setAnnouncement('');
        setStep('adding');
      }}
    />
  );

  return (
    <div className={styles.body}>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <WithdrawableBalance split={split} display={display} />
      {account ? (
        <>
          <div className={styles.amount}>
            <AmountField
              value={amount}
              onChange={setAmount}
              limits={amountLimits}
              label={t('withdraw.amount.label')}
              showError={tried}
            />
            <p className={styles.over} role="status">
              {over
                ? split.held > 0
                  ? t('withdraw.amount.over', {
                      requested: money(typed),
                      withdrawable: money(split.withdrawable),
                      held: money(split.held),
                    })
                  : t('withdraw.amount.overBalance', {
                      requested: money(typed),
                      withdrawable: money(split.withdrawable),
                    })
                : ''}
            </p>
          </div>
          <div className={styles.account}>
            <AccountRow
              ref={row}
              account={account}
              expanded={picking}
              controls={pickerId}
              onToggle={() => setPicking((open) => !open)}
            />
            {/* Always in the page, so the row's aria-controls names an element that exists. */}
            <div id={pickerId} hidden={!picking}>
              {picking && picker}
            </div>
          </div>
        </>
      ) : (
        picker
      )}
      <WageringStatus
        balance={split.balance}
        withdrawable={split.withdrawable}
        display={display}
        records={wagering.data}
        failed={wagering.status === 'error'}
        onRetry={wagering.retry}
        showSplit={false}
      />
      {account && (
        // At the bottom of the screen from the first paint: the rollover list answers after the
        // form shows, and the amount's refusal appears when the field loses focus, which is the
        // moment of the tap; a button either of them pushed down would miss the tap.
        <div className={styles.actions}>
          <Button block onClick={goToConfirm}>
            {t('withdraw.continue')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Money of the mock world (spec 3 wallets, spec 5 accuracy, spec 7 wallet calls): balances,
 * deposits with Pix BR Codes that succeed after a delay, withdrawals checked against balance and
 * wagering, exchanges at the seed rates, record pages and member messages.
 */
import {
  PaymentMethod,
  RechargeStatus,
  WithdrawAccountType,
  WithdrawStatus,
  type DepositOrder,
  type MemberMessage,
  type PixKeyType,
  type WithdrawAccount,
  type PayMethodConfig,
  type PayMethodCurrency,
  type WalletSummary,
  type WalletWithdrawal,
  type WithdrawOrder,
} from '../../src/api/contract';
import { now } from '../../src/lib/clock';
import { formatCpf, isValidCpf } from '../../src/lib/cpf';
import { toE164 } from '../../src/lib/phone';
import { DAY, HOUR, MINUTE } from '../data/clock';
import { FIRST_PAY_SETS } from '../data/promoTerms';
import {
  BUSINESS_TYPES,
  CURRENCIES,
  rateOf,
  SUB_BUSINESS_TYPES,
  WALLET_WITHDRAWAL,
  walletSummary as summarise,
} from '../data/wallet';
import { maskedAccountNo } from '../../src/features/withdraw/accountMask';
import { moneyText, Refuse, RefuseWith } from './codes';
import { addExact, decimalsOf, floorTo, multiplyFloor, subtractExact } from './money';
import { buildPixBrCode } from './pix';
import { passwordCheckRefusal, withdrawLockOf } from './withdrawGuard';
import {
  done,
  findUser,
  nextOrderNo,
  nextRecordId,
  publishBalance,
  refused,
  scenarioApplied,
  schedule,
  world,
  type DepositRecord,
  type Outcome,
  type WorldUser,
} from './world';

// ---------------------------------------------------------------------------------------------
// Balances

/** Spec 5: the currency's accuracy (decimals), default 2 for an unknown code. */
export function accuracyOf(currency: string): number {
  return CURRENCIES.find((c) => c.currency === currency)?.usdCurrencyAccuracy ?? 2;
}

function walletOf(user: WorldUser, currency: string) {
  return user.wallets.find((w) => w.currency === currency);
}

/**
 * Moves money into (positive) or out of (negative) a wallet, records the account change with
 * its sub business type (mocks/data/wallet.ts SUB_BUSINESS_TYPES) and pushes the new balance
 * over the socket (2001) to every open app of the player.
 */
export function applyMoney(
  user: WorldUser,
  currency: string,
  amount: number,
  subBusinessType: number,
  subBusinessName?: string,
): void {
  const wallet = walletOf(user, currency);
  if (!wallet) throw new Error(`no ${currency} wallet for ${user.userNo}`);
  wallet.availableBalance = addExact(wallet.availableBalance, amount);
  const sub = SUB_BUSINESS_TYPES.find((s) => s.id === subBusinessType);
  const businessType = Math.floor(subBusinessType / 100);
  user.accountChanges.unshift({
    id: nextRecordId(),
    currency,
    amount,
    businessType,
    subBusinessType,
    businessName: BUSINESS_TYPES[businessType] ?? '',
    subBusinessName: subBusinessName ?? sub?.name ?? '',
    createTime: now(),
  });
  publishBalance(user, currency);
}

/** GET summaryList/{currency}: every wallet and their total in `currency`. */
export function summary(user: WorldUser, currency: string): Outcome<WalletSummary> {
  if (!CURRENCIES.some((c) => c.currency === currency)) return refused(Refuse.unknownCurrency);
  return done(summarise(currency, user.wallets));
}

/** What wagering (coding) still to be done locks in a currency: waiting or in progress. */
export function lockedByWagering(user: WorldUser, currency: string): number {
  return user.wagering
    .filter((w) => w.currency === currency && (w.status === 1 || w.status === 2))
    .reduce(
      (sum, w) => addExact(sum, Math.max(0, subtractExact(w.requiredAmount, w.finishedAmount))),
      0,
    );
}

/**
 * CHOICE: the part of a balance that can be withdrawn is the balance minus the wagering still
 * to be done in that currency (spec 3 coding states 1 waiting and 2 in progress), rounded down.
 */
export function withdrawableOf(user: WorldUser, currency: string): number {
  const wallet = walletOf(user, currency);
  if (!wallet) return 0;
  return floorTo(
    subtractExact(wallet.availableBalance, lockedByWagering(user, currency)),
    accuracyOf(currency),
  );
}

const DEFAULT_WITHDRAW_LIMITS = { minAmount: 20, maxAmount: 20_000 };

function withdrawLimits(currency: string) {
  return WALLET_WITHDRAWAL.find((w) => w.currency === currency) ?? DEFAULT_WITHDRAW_LIMITS;
}

/** GET walletWithdrawal: per wallet, what can be withdrawn now and the limits. */
export function withdrawalInfo(user: WorldUser): WalletWithdrawal[] {
  return user.wallets.map(({ currency }) => {
    const { minAmount, maxAmount } = withdrawLimits(currency);
    return { currency, withdrawableBalance: withdrawableOf(user, currency), minAmount, maxAmount };
  });
}

function amountText(amount: number, currency: string): string {
  return moneyText(amount, currency, accuracyOf(currency));
}

/** Checks an amount against a currency's accuracy and limits. */
function checkAmount(amount: unknown, currency: string, min: number, max: number): Outcome<number> {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    return refused(Refuse.invalidAmount);
  }
  const decimals = accuracyOf(currency);
  if (decimalsOf(amount) > decimals) return refused(RefuseWith.tooManyDecimals(currency, decimals));
  if (amount < min) return refused(RefuseWith.belowMinimum(amountText(min, currency)));
  if (amount > max) return refused(RefuseWith.aboveMaximum(amountText(max, currency)));
  return done(amount);
}

// ---------------------------------------------------------------------------------------------
// Exchange

/**
 * POST exchange: `balance` of the source becomes balance × rate of the destination, rounded
 * DOWN to the destination's accuracy (spec 5). Records both legs (sub types 501, 502) and a
 * transfer record; pushes both balances.
 */
export function exchange(user: WorldUser, body: unknown): Outcome<null> {
  const payload = (body ?? {}) as Record<string, unknown>;
  const source = String(payload.sourceCurrency ?? '');
  const destination = String(payload.destinationCurrency ?? '');
  const from = walletOf(user, source);
  const to = walletOf(user, destination);
  if (!from || !to) return refused(Refuse.unknownCurrency);
  if (source === destination) return refused(Refuse.sameCurrency);
  const checked = checkAmount(payload.balance, source, 0, Number.POSITIVE_INFINITY);
  if (!checked.ok) return checked;
  const amount = checked.data;
  if (amount > from.availableBalance) return refused(Refuse.insufficientBalance);
  const credited = multiplyFloor(amount, rateOf(source, destination), accuracyOf(destination));
  if (credited <= 0) return refused(Refuse.exchangeTooSmall);
  applyMoney(user, source, -amount, 501);
  applyMoney(user, destination, credited, 502);
  user.transfers.unshift({
    id: nextRecordId(),
    currency: destination,
    amount: credited,
    status: 3,
    createTime: now(),
  });
  return done(null);
}

// ---------------------------------------------------------------------------------------------
// Deposits

/** CHOICE: deposit limits per currency (BRL from the business config: R$ 10 to R$ 50.000). */
export const DEPOSIT_LIMITS: Record<string, { min: number; max: number }> = {
  BRL: { min: 10, max: 50_000 },
  USDT: { min: 10, max: 100_000 },
  BTC: { min: 0.0001, max: 2 },
  ETH: { min: 0.003, max: 50 },
};

/** CHOICE: a Pix code (and any unpaid order) is valid for 15 minutes. */
export const DEPOSIT_EXPIRY_MS = 15 * MINUTE;

/** CHOICE: Pix and bank card pay BRL; the crypto wallet pays the crypto currencies. */
function methodFits(payMethod: unknown, currency: string): payMethod is 1 | 2 | 3 {
  if (payMethod === PaymentMethod.pix || payMethod === PaymentMethod.bankCard) {
    return currency === 'BRL';
  }
  return payMethod === PaymentMethod.cryptoWallet && currency !== 'BRL';
}

/** CHOICE: the chain each crypto currency is deposited on. */
const CRYPTO_NETWORKS: Record<string, string> = { USDT: 'TRC20', BTC: 'Bitcoin', ETH: 'ERC20' };

/** CHOICE: the quick amounts of each deposit currency (chips on the deposit page). */
const DEPOSIT_AMOUNTS: Record<string, number[]> = {
  BRL: [20, 50, 100, 200, 500, 1000],
  USDT: [10, 50, 100, 500],
  BTC: [0.001, 0.005, 0.01, 0.05],
  ETH: [0.01, 0.05, 0.1, 0.5],
};

/** 'deposit-card-off' (mocks/scenarios.ts): the bank card gateway is switched off. */
const cardOff = () => scenarioApplied('deposit-card-off');

/**
 * The channel's deposit methods (GET channel/v1/config `payMethods`): Pix and bank card in BRL,
 * the crypto wallet in USDT, BTC and ETH, each currency with the limits `createDeposit` checks.
 */
export function payMethods(): PayMethodConfig[] {
  const currency = (code: string): PayMethodCurrency => ({
    currency: code,
    minAmount: DEPOSIT_LIMITS[code]?.min ?? 0,
    maxAmount: DEPOSIT_LIMITS[code]?.max ?? 0,
    amounts: [...(DEPOSIT_AMOUNTS[code] ?? [])],
    ...(CRYPTO_NETWORKS[code] ? { network: CRYPTO_NETWORKS[code] } : {}),
  });
  return [
    { payMethod: PaymentMethod.pix, available: true, currencies: [currency('BRL')] },
    {
      payMethod: PaymentMethod.cryptoWallet,
      available: true,
      currencies: ['USDT', 'BTC', 'ETH'].map(currency),
    },
    { payMethod: PaymentMethod.bankCard, available: !cardOff(), currencies: [currency('BRL')] },
  ];
}

/**
 * CHOICE: a crypto deposit's address, fixed per order (a provider gives each order its own), in
 * the shape of the currency's chain, derived from the order number (deterministic).
 */
function cryptoAddress(orderNo: string, currency: string): string {
  let hash = 0x811c9dc5;
  const draw = (alphabet: string, length: number) =>
    Array.from({ length }, (_, i) => {
      hash = Math.imul(hash ^ orderNo.charCodeAt(i % orderNo.length) ^ i, 16777619) >>> 0;
      return alphabet[hash % alphabet.length];
    }).join('');
  if (currency === 'ETH') return `0x${draw('0123456789abcdef', 40)}`;
  if (currency === 'BTC') return `bc1q${draw('023456789acdefghjklmnpqrstuvwxyz', 38)}`;
  return `T${draw('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 33)}`;
}

/**
 * The contract's DepositOrder of a world order: the payment page's fields with it, and once paid
 * the bonus credited with it and its four-step deposit (what the paid page names).
 */
function answerOf(order: DepositRecord): DepositOrder {
  const { orderNo, payUrl, status, amount, currency, payMethod, brCode, expireTime } = order;
  const crypto = payMethod === PaymentMethod.cryptoWallet;
  return {
    orderNo,
    payUrl,
    status,
    amount,
    currency,
    payMethod,
    brCode,
    address: crypto ? cryptoAddress(orderNo, currency) : null,
    network: crypto ? (CRYPTO_NETWORKS[currency] ?? null) : null,
    expireTime,
    bonusAmount: order.bonusAmount,
    ...(order.bonusStep !== undefined && { bonusStep: order.bonusStep }),
  };
}

/** GET recharge/v1/detail/{orderNo}: one of the player's own orders (another's is not found). */
export function depositDetail(user: WorldUser, orderNo: string): Outcome<DepositOrder> {
  const order = user.deposits.find((o) => o.orderNo === orderNo);
  return order ? done(answerOf(order)) : refused(Refuse.notFound);
}

/**
 * POST recharge/create: an unpaid order (status 1) with a Pix BR Code and an expiry. It succeeds
 * by itself after `world.settings.depositDelayMs` (5 s), at once under 'deposit-success-now',
 * or when `completeDeposit(orderNo)` is called.
 */
export function createDeposit(user: WorldUser, body: unknown): Outcome<DepositOrder> {
  const payload = (body ?? {}) as Record<string, unknown>;
  const currency = String(payload.currency ?? '');
  if (!walletOf(user, currency)) return refused(Refuse.unknownCurrency);
  if (!methodFits(payload.payMethod, currency)) return refused(Refuse.payMethodUnavailable);
  if (payload.payMethod === PaymentMethod.bankCard && cardOff()) {
    return refused(Refuse.payMethodUnavailable);
  }
  const limits = DEPOSIT_LIMITS[currency] ?? { min: 0, max: Number.POSITIVE_INFINITY };
  const checked = checkAmount(payload.amount, currency, limits.min, limits.max);
  if (!checked.ok) return checked;
  const createTime = now();
  const orderNo = nextOrderNo('R', createTime);
  const order: DepositRecord = {
    id: 5500 + world.counters.order,
    orderNo,
    payUrl: `https://pagamento.example/checkout/${orderNo}`,
    status: RechargeStatus.unpay,
    amount: checked.data,
    currency,
    payMethod: payload.payMethod,
    bonusAmount: 0,
    createTime,
    finishTime: null,
    brCode:
      payload.payMethod === PaymentMethod.pix
        ? buildPixBrCode({
            location: `pix.pagamento.example/qr/v2/cob/${orderNo.toLowerCase()}`,
            amount: checked.data,
            merchantName: 'Vitrine Pagamentos',
            merchantCity: 'São Paulo',
          })
        : null,
    expireTime: createTime + DEPOSIT_EXPIRY_MS,
    // 'deposit-unpaid' (mocks/scenarios.ts): the provider never confirms it.
    paysAt: scenarioApplied('deposit-unpaid')
      ? null
      : createTime + (world.scenario.instantDeposits ? 0 : world.settings.depositDelayMs),
  };
  user.deposits.unshift(order);
  schedulePayment(order, createTime);
  return done(answerOf(order));
}

/**
 * Completes a created order at its `paysAt` (at once when that has passed), counting from `at`:
 * the caller's reading of the clock, so creating an order waits exactly the deposit delay.
 */
function schedulePayment(order: DepositRecord, at: number): void {
  if (order.paysAt === null) return;
  const { orderNo } = order;
  schedule(() => void completeDeposit(orderNo), Math.max(0, order.paysAt - at));
}

/**
 * Schedules again the payment of every unpaid order the world created: a world restored from
 * storage (persist.ts) has lost the timers of the page that saved it. An order whose time came
 * while the page was away is paid at once.
 */
export function scheduleDuePayments(): void {
  const at = now();
  for (const user of world.users.values()) {
    for (const order of user.deposits) {
      if (order.status === RechargeStatus.unpay) schedulePayment(order, at);
    }
  }
}

function findDeposit(orderNo: string): { user: WorldUser; order: DepositRecord } | undefined {
  for (const user of world.users.values()) {
    const order = user.deposits.find((o) => o.orderNo === orderNo);
    if (order) return { user, order };
  }
  return undefined;
}

/** The deposit order with that number, wherever it is (tests, dev panel). */
export function depositOf(orderNo: string): DepositRecord | undefined {
  return findDeposit(orderNo)?.order;
}

/**
 * The first-pay limited-time offer (type 7, spec 3) for the account's first deposit made at `at`:
 * the tier still open then (the one with the shortest time limit, counted from registration), its
 * rr percent of the amount up to rla, from minPay; 0 when no tier is open or the amount is short.
 */
export function firstPayBonus(user: WorldUser, amount: number, at: number): number {
  const registered = user.info.registerTime;
  if (typeof registered !== 'number') return 0;
  const tier = [...FIRST_PAY_SETS]
    .sort((a, b) => a.tl - b.tl)
    .find((set) => registered + set.tl * MINUTE > at);
  if (!tier || amount < tier.minPay) return 0;
  return Math.min(multiplyFloor(amount, tier.rr / 100, 2), tier.rla);
}

/**
 * Marks an unpaid deposit as paid: credits the wallet (sub type 101 Pix, 102 crypto), applies the
 * four-step deposit bonus of the next step (spec 3: rr percent up to rla, BRL), sets
 * firstCharge, and pushes the balance (2001) to the player's open apps. A second call for the
 * same order changes nothing and answers false.
 *
 * The account's first deposit, made while the first-pay offer runs, gets the larger of the two
 * bonuses: the offer's or the four-step card's first (they do not add up; the offer's rules say
 * so, and the deposit page's preview reckons the same).
 */
export function completeDeposit(orderNo: string): boolean {
  const found = findDeposit(orderNo);
  if (!found || found.order.status !== RechargeStatus.unpay) return false;
  const { user, order } = found;
  const first = user.info.firstCharge !== true;
  order.status = RechargeStatus.success;
  order.finishTime = now();
  applyMoney(user, order.currency, order.amount, order.payMethod === 2 ? 102 : 101);
  user.info.firstCharge = true;
  if (order.currency === 'BRL') {
    user.vip.totalDeposit = addExact(user.vip.totalDeposit, order.amount);
    const step = user.fourPay.payFourTimesSetList[user.fourPay.paySuccessTimes];
    if (step && user.fourPay.paySuccessTimes < 4) {
      const offer = first ? firstPayBonus(user, order.amount, order.createTime) : 0;
      const bonus = Math.max(
        offer,
        Math.min(multiplyFloor(order.amount, step.rr / 100, 2), step.rla),
      );
      user.fourPay.paySuccessTimes += 1;
      if (bonus > 0) {
        order.bonusAmount = bonus;
        order.bonusStep = user.fourPay.paySuccessTimes;
        applyMoney(user, 'BRL', bonus, 401);
      }
    }
  }
  return true;
}

/** Completes every unpaid deposit of every player ('deposit-success-now'). */
export function completePendingDeposits(): string[] {
  const paid: string[] = [];
  for (const user of world.users.values()) {
    for (const order of user.deposits) {
      if (order.status === RechargeStatus.unpay && completeDeposit(order.orderNo)) {
        paid.push(order.orderNo);
      }
    }
  }
  return paid;
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

export type WithdrawAnswer = WithdrawOrder & {
  amount: number;
  currency: string;
  fee: number;
  createTime: number;
};

/**
 * POST withdraw/apply to one of the player's saved accounts. Refused when the amount is not a
 * valid amount of the currency, outside its limits, above the balance, or above what wagering
 * leaves withdrawable (2006, with the amounts in the message), while too many wrong passwords
 * keep withdrawals locked (2031), and when the calling session (`token`) has not passed the
 * password check in the last few minutes (2030; both withdrawGuard.ts). The money leaves the
 * wallet at once and the order waits for review (spec 3 withdraw status 1 audit).
 */
export function withdraw(user: WorldUser, body: unknown, token: string): Outcome<WithdrawAnswer> {
  const payload = (body ?? {}) as Record<string, unknown>;
  const currency = String(payload.currency ?? '');
  const wallet = walletOf(user, currency);
  if (!wallet) return refused(Refuse.unknownCurrency);
  const account = user.withdrawAccounts.find(
    (a) => a.id === payload.accountId && a.currency === currency,
  );
  if (!account) return refused(Refuse.unknownWithdrawAccount);
  // Too many wrong passwords before a withdrawal lock it here too, not only the check.
  const lock = withdrawLockOf(user);
  if (lock) return refused(lock);
  // The password asked before money leaves is checked here too, not only trusted to the app.
  const unchecked = passwordCheckRefusal(token);
  if (unchecked) return refused(unchecked);
  const { minAmount, maxAmount } = withdrawLimits(currency);
  const checked = checkAmount(payload.amount, currency, minAmount, maxAmount);
  if (!checked.ok) return checked;
  const amount = checked.data;
  if (amount > wallet.availableBalance) return refused(Refuse.insufficientBalance);
  if (scenarioApplied('wagering-before-withdraw')) {
    // The world moved on while the page showed what it read (a bonus with rollover landed).
    addWageringRequirement(user, {
      id: 8099,
      currency: 'BRL',
      requiredAmount: 1000,
      sourceName: 'Bônus de recarga',
    });
  }
  const withdrawable = withdrawableOf(user, currency);
  if (amount > withdrawable) {
    return refused(
      RefuseWith.wageringPending(
        amountText(lockedByWagering(user, currency), currency),
        amountText(withdrawable, currency),
      ),
    );
  }
  const createTime = now();
  const orderNo = nextOrderNo('W', createTime);
  const fee = withdrawFeeOf(account);
  user.withdrawals.unshift({
    id: 6500 + world.counters.order,
    orderNo,
    status: WithdrawStatus.audit,
    amount,
    fee,
    currency,
    accountType: account.type,
    // Masked as the app masks it (the same function): the list never sends a key in full.
    accountNo: maskedAccountNo(account),
    pixKeyType: account.pixKeyType,
    network: account.network,
    createTime,
    finishTime: null,
    remark: '',
  });
  applyMoney(user, currency, -amount, 201);
  return done({ orderNo, status: WithdrawStatus.audit, amount, currency, fee, createTime });
}

// ---------------------------------------------------------------------------------------------
// Withdraw accounts

/** CHOICE: a withdrawal to a crypto wallet costs 1 unit of its coin, taken from the amount; Pix is free. */
export function withdrawFeeOf(account: { type: number }): number {
  return account.type === WithdrawAccountType.cryptoWallet ? 1 : 0;
}

/** GET memberWithdrawAccount/list: the saved accounts, each with its fee (contract CHOICE). */
export function withdrawAccountsOf(user: WorldUser): WithdrawAccount[] {
  return user.withdrawAccounts.map((a) => ({ ...structuredClone(a), fee: withdrawFeeOf(a) }));
}

/** CHOICE: the networks each coin is paid out on. */
export const WALLET_NETWORKS: Readonly<Record<string, readonly string[]>> = {
  USDT: ['TRC20', 'ERC20'],
  ETH: ['ERC20'],
  BTC: ['BTC'],
};

/** CHOICE: the address shape of each network (Tron base58, EVM hex, Bitcoin bech32 or base58). */
const ADDRESS_SHAPE: Readonly<Record<string, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(?:bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};

const PIX_KEY_TYPES: readonly PixKeyType[] = ['CPF', 'PHONE', 'EMAIL', 'EVP'];

/** A Pix key as the list shows it (the seed's formats), or null when it is not of that type. */
function pixKeyText(keyType: PixKeyType, raw: string): string | null {
  switch (keyType) {
    case 'CPF':
      return isValidCpf(raw) ? formatCpf(raw) : null;
    case 'PHONE': {
      const e164 = toE164(raw);
      return e164 ? `+55 ${e164.slice(3, 5)} ${e164.slice(5, 10)}-${e164.slice(10)}` : null;
    }
    case 'EMAIL':
      return raw.length <= 77 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw) ? raw.toLowerCase() : null;
    case 'EVP':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)
        ? raw.toLowerCase()
        : null;
  }
}

const invalidAccount = (what: string) => refused(RefuseWith.invalidWithdrawAccount(what));

/**
 * POST memberWithdrawAccount/add (CHOICE endpoint). A Pix key (type 1) pays BRL to the player's
 * own name; a CPF key must be the CPF the player registered with (Brazilian rule: a betting
 * operator pays out only to accounts of the player, Lei 14.790/2023): another valid CPF answers
 * 2020, bad check digits 1004. A crypto wallet (type 2) needs a network its coin is paid on and
 * an address of that network's shape. The same key or address twice answers 2022. The first
 * account saved becomes the default.
 */
export function addWithdrawAccount(user: WorldUser, body: unknown): Outcome<WithdrawAccount> {
  const payload = (body ?? {}) as Record<string, unknown>;
  const currency = String(payload.currency ?? '');
  const raw = String(payload.accountNo ?? '').trim();
  if (payload.type !== 1 && payload.type !== 2) {
    return invalidAccount('Escolha entre chave Pix e carteira cripto.');
  }
  if (!walletOf(user, currency)) return refused(Refuse.unknownCurrency);
  const id = Math.max(400, ...user.withdrawAccounts.map((a) => a.id)) + 1;
  const isDefault = user.withdrawAccounts.length === 0;
  let account: WorldUser['withdrawAccounts'][number];
  if (payload.type === WithdrawAccountType.bankCard) {
    if (currency !== 'BRL') return invalidAccount('Pix só recebe saques em reais (BRL).');
    const keyType = PIX_KEY_TYPES.find((k) => k === payload.pixKeyType);
    if (!keyType) return invalidAccount('Escolha o tipo da chave Pix.');
    if (keyType === 'CPF') {
      if (!isValidCpf(raw)) return refused(Refuse.invalidCpf);
      if (raw.replace(/\D/g, '') !== user.cpf) return refused(Refuse.pixKeyNotOwnCpf);
    }
    const accountNo = pixKeyText(keyType, raw);
    if (!accountNo) return invalidAccount('Chave Pix inválida para o tipo escolhido.');
    account = {
      id,
      type: 1,
      accountNo,
      name: user.realName,
      currency,
      pixKeyType: keyType,
      network: null,
      isDefault,
    };
  } else {
    const networks = WALLET_NETWORKS[currency];
    if (!networks) return invalidAccount(`${currency} não tem saque para carteira cripto.`);
    const network = String(payload.network ?? '');
    if (!networks.includes(network)) {
      return invalidAccount(`Escolha uma rede aceita para ${currency}: ${networks.join(', ')}.`);
    }
    if (!ADDRESS_SHAPE[network]?.test(raw)) {
      return invalidAccount(`Endereço inválido para a rede ${network}.`);
    }
    account = {
      id,
      type: 2,
      accountNo: raw,
      name: `Carteira ${currency}`,
      currency,
      pixKeyType: null,
      network,
      isDefault,
    };
  }
  const same = (a: WithdrawAccount) =>
    a.type === account.type && a.accountNo.toLowerCase() === account.accountNo.toLowerCase();
  if (user.withdrawAccounts.some(same)) return refused(Refuse.withdrawAccountExists);
  user.withdrawAccounts.push(account);
  return done({ ...structuredClone(account), fee: withdrawFeeOf(account) });
}

/**
 * A new wagering requirement (spec 3 coding status 1 waiting) on a player's wallet, as a bonus
 * with rollover brings (the 'wagering-before-withdraw' scenario). `id` makes it once only.
 */
export function addWageringRequirement(
  user: WorldUser,
  requirement: { id: number; currency: string; requiredAmount: number; sourceName: string },
): void {
  if (user.wagering.some((w) => w.id === requirement.id)) return;
  user.wagering.unshift({
    ...requirement,
    finishedAmount: 0,
    status: 1,
    createTime: now(),
    finishTime: null,
  });
}

// ---------------------------------------------------------------------------------------------
// Record pages and messages

/** Spec 3 time filters: 0 today (São Paulo), else the last N days; absent or NaN: everything. */
export function withinFilter<T extends { createTime: number }>(
  rows: readonly T[],
  timeFilter: number | undefined,
): readonly T[] {
  if (timeFilter === undefined || !Number.isFinite(timeFilter)) return rows;
  const at = now();
  // São Paulo is UTC-3 all year: its day starts at 03:00 UTC.
  const from =
    timeFilter === 0 ? Math.floor((at - 3 * HOUR) / DAY) * DAY + 3 * HOUR : at - timeFilter * DAY;
  return rows.filter((r) => r.createTime >= from);
}

/** Unread messages of both lists; none under 'empty', whose lists answer empty. */
export function unreadCount(user: WorldUser): number {
  if (world.scenario.empty) return 0;
  return [...user.systemMessages, ...user.personalMessages].filter((m) => !m.read).length;
}

/** PUT message read: every message of that template in the list is read. */
export function readMessages(list: MemberMessage[], body: unknown): Outcome<null> {
  const id = Number((body as Record<string, unknown> | null)?.messageTemplateId);
  if (!Number.isFinite(id)) return refused(Refuse.badRequest);
  for (const message of list) if (message.messageTemplateId === id) message.read = true;
  return done(null);
}

/** The player a deposit belongs to (tests). */
export function ownerOfDeposit(orderNo: string): WorldUser | undefined {
  return findDeposit(orderNo)?.user;
}

/** Balance of one of a player's wallets (tests, dev panel). */
export function balanceOf(userNo: string, currency: string): number {
  return findUser(userNo)?.wallets.find((w) => w.currency === currency)?.availableBalance ?? 0;
}

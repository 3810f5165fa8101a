/**
 * The demo player's money (spec 3 wallet entities and enumerations): wallets in four currencies,
 * the currency map, exchange rates, withdraw accounts (Pix keys and crypto wallets), deposit and
 * withdraw orders in every status, account changes over the last 60 days and wagering records.
 */
import {
  CodingStatus,
  PaymentMethod,
  RechargeStatus,
  WithdrawAccountType,
  WithdrawStatus,
  type AccountChangeRecord,
  type CurrencyInfo,
  type CurrencyMap,
  type DepositOrder,
  type ExchangeRate,
  type TransferRecord,
  type WageringRecord,
  type WalletEntry,
  type WalletSummary,
  type WalletWithdrawal,
  type WithdrawAccount,
  type WithdrawOrder,
} from '../../src/api/contract';
import { maskedAccountNo } from '../../src/features/withdraw/accountMask';
import { ago, DAY, FIXED_NOW, HOUR, MINUTE } from './clock';
import { currencyIcon } from './logos';
import { createRng, type Rng } from './prng';

// ---------------------------------------------------------------------------------------------
// Currencies

/**
 * CHOICE (spec 3 names groups 1, 2, 3 without meaning): 1 platform currency (BRL), 2 crypto,
 * 3 other fiat. usdCurrencyAccuracy is the number of decimals balances are rounded to (spec 5).
 */
export const CURRENCY_MAP: CurrencyMap = {
  '1': [{ currency: 'BRL', currencySymbol: 'R$', usdCurrencyAccuracy: 2 }],
  '2': [
    { currency: 'USDT', currencySymbol: 'USDT', usdCurrencyAccuracy: 4 },
    { currency: 'BTC', currencySymbol: 'BTC', usdCurrencyAccuracy: 8 },
    { currency: 'ETH', currencySymbol: 'ETH', usdCurrencyAccuracy: 6 },
  ],
  '3': [
    { currency: 'USD', currencySymbol: 'US$', usdCurrencyAccuracy: 2 },
    { currency: 'EUR', currencySymbol: '€', usdCurrencyAccuracy: 2 },
  ],
};

export const CURRENCIES: readonly CurrencyInfo[] = [
  ...CURRENCY_MAP['1'],
  ...CURRENCY_MAP['2'],
  ...CURRENCY_MAP['3'],
];

export function currencyInfo(code: string): CurrencyInfo {
  const info = CURRENCIES.find((c) => c.currency === code);
  if (!info) throw new Error(`unknown currency ${code}`);
  return info;
}

/** Round to a currency's accuracy (spec 5, default 2). */
export function roundTo(amount: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(amount * f) / f;
}

/** Value of one unit in US dollars on 22/11/2026 (invented but plausible). */
export const USD_VALUE: Record<string, number> = {
  BRL: 1 / 5.32,
  USD: 1,
  EUR: 1.087,
  USDT: 1,
  BTC: 98500,
  ETH: 3450,
};

/** 1 source = rate destination, 8 significant digits. */
export function rateOf(source: string, destination: string): number {
  const s = USD_VALUE[source];
  const d = USD_VALUE[destination];
  if (s === undefined || d === undefined) throw new Error(`no rate ${source}/${destination}`);
  return Number((s / d).toPrecision(8));
}

/** The wallets of the demo player: BRL first, then crypto; ETH is empty. */
const WALLET_BALANCES: readonly [string, number][] = [
  ['BRL', 1847.35],
  ['USDT', 52.1834],
  ['BTC', 0.00123456],
  ['ETH', 0],
];

export function buildWallets(): WalletEntry[] {
  return WALLET_BALANCES.map(([currency, availableBalance]) => ({
    currency,
    availableBalance,
    currencySymbol: currencyInfo(currency).currencySymbol,
    icon: currencyIcon(currency, currency === 'BRL' ? 'R$' : currency),
  }));
}

export const WALLETS: readonly WalletEntry[] = buildWallets();

/** summaryList/{currency}: the wallets and their total converted into `currency`. */
export function walletSummary(
  currency = 'BRL',
  wallets: readonly WalletEntry[] = WALLETS,
): WalletSummary {
  const total = wallets.reduce(
    (sum, w) => sum + w.availableBalance * rateOf(w.currency, currency),
    0,
  );
  return {
    res: [...wallets],
    summaryAvailableBalance: roundTo(total, currencyInfo(currency).usdCurrencyAccuracy),
  };
}

/** Every ordered pair of the wallet currencies (currencyExchange). */
export function buildExchangeRates(): ExchangeRate[] {
  const codes = WALLET_BALANCES.map(([c]) => c);
  return codes.flatMap((sourceCurrency) =>
    codes
      .filter((d) => d !== sourceCurrency)
      .map((destinationCurrency) => ({
        sourceCurrency,
        destinationCurrency,
        rate: rateOf(sourceCurrency, destinationCurrency),
      })),
  );
}

export const EXCHANGE_RATES: readonly ExchangeRate[] = buildExchangeRates();

/** walletWithdrawal: BRL is partly locked by the wagering in progress. */
export const WALLET_WITHDRAWAL: readonly WalletWithdrawal[] = [
  { currency: 'BRL', withdrawableBalance: 1200, minAmount: 20, maxAmount: 20000 },
  { currency: 'USDT', withdrawableBalance: 52.1834, minAmount: 10, maxAmount: 5000 },
  { currency: 'BTC', withdrawableBalance: 0.00123456, minAmount: 0.0002, maxAmount: 0.5 },
  { currency: 'ETH', withdrawableBalance: 0, minAmount: 0.005, maxAmount: 10 },
];

// ---------------------------------------------------------------------------------------------
// Withdraw accounts (spec 3: 1 bank card, 2 crypto wallet)

/** CHOICE: Pix key kinds of a type 1 account (the Brazilian bank payout goes through Pix). */
export type PixKeyType = 'CPF' | 'PHONE' | 'EMAIL' | 'EVP';

/** A saved account with the detail the withdraw form shows (CHOICE fields beyond the contract). */
export type WithdrawAccountDetail = WithdrawAccount & {
  currency: string;
  /** Type 1 only. */
  pixKeyType: PixKeyType | null;
  /** Type 2 only, e.g. TRC20. */
  network: string | null;
  isDefault: boolean;
};

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function randomString(rng: Rng, alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet.charAt(rng.int(0, alphabet.length - 1))).join('');
}

/** A UUID v4-shaped random Pix key (EVP) from the seeded generator. */
function evpKey(rng: Rng): string {
  const hex = randomString(rng, '0123456789abcdef', 32).split('');
  hex[12] = '4';
  hex[16] = '89ab'.charAt(rng.int(0, 3));
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The holder of the demo accounts (the demo player, users.ts). */
export const ACCOUNT_HOLDER = 'Carlos Eduardo Souza';

export function buildWithdrawAccounts(): WithdrawAccountDetail[] {
  const rng = createRng(7301);
  const pix = (
    id: number,
    pixKeyType: PixKeyType,
    accountNo: string,
    isDefault = false,
  ): WithdrawAccountDetail => ({
    id,
    type: WithdrawAccountType.bankCard,
    accountNo,
    name: ACCOUNT_HOLDER,
    currency: 'BRL',
    pixKeyType,
    network: null,
    isDefault,
  });
  return [
    pix(401, 'CPF', '390.533.447-05', true),
    pix(402, 'PHONE', '+55 11 98765-4321'),
    pix(403, 'EMAIL', 'carlos.souza@exemplo.com.br'),
    pix(404, 'EVP', evpKey(rng)),
    {
      id: 405,
      type: WithdrawAccountType.cryptoWallet,
      accountNo: `T${randomString(rng, BASE58, 33)}`,
      name: 'Carteira USDT',
      currency: 'USDT',
      pixKeyType: null,
      network: 'TRC20',
      isDefault: false,
    },
    {
      id: 406,
      type: WithdrawAccountType.cryptoWallet,
      accountNo: `0x${randomString(rng, '0123456789abcdef', 40)}`,
      name: 'Carteira ETH',
      currency: 'ETH',
      pixKeyType: null,
      network: 'ERC20',
      isDefault: false,
    },
  ];
}

export const WITHDRAW_ACCOUNTS: readonly WithdrawAccountDetail[] = buildWithdrawAccounts();

// ---------------------------------------------------------------------------------------------
// Orders

/**
 * A deposit order as the order list shows it (CHOICE fields beyond the number, page and status;
 * the payment page's fields of the contract's DepositOrder are added by the world).
 */
export type RechargeOrderRecord = Pick<DepositOrder, 'orderNo' | 'payUrl' | 'status'> & {
  id: number;
  amount: number;
  currency: string;
  /** Spec 3 payment methods 1 pix, 2 crypto wallet, 3 bank card. */
  payMethod: 1 | 2 | 3;
  bonusAmount: number;
  createTime: number;
  /** When it succeeded or failed; null while unpaid. */
  finishTime: number | null;
};

/** A withdraw order as the order list shows it (CHOICE fields beyond WithdrawOrder). */
export type WithdrawOrderRecord = WithdrawOrder & {
  id: number;
  amount: number;
  fee: number;
  currency: string;
  accountType: 1 | 2;
  /** The destination, masked as the server sends it (the app's own mask, accountMask.ts). */
  accountNo: string;
  /** CHOICE fields: the kind of Pix key (type 1) and the wallet's network (type 2). */
  pixKeyType: PixKeyType | null;
  network: string | null;
  createTime: number;
  finishTime: number | null;
  /** Why it was rejected (status 2). */
  remark: string;
};

function orderNo(prefix: string, time: number, seq: number): string {
  const d = new Date(time);
  const stamp =
    `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}` +
    `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCHours()).padStart(2, '0')}` +
    `${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${prefix}${stamp}${String(seq).padStart(4, '0')}`;
}

const RECHARGE_STATUSES = [RechargeStatus.unpay, RechargeStatus.fail, RechargeStatus.success];
const PAY_METHODS = [PaymentMethod.pix, PaymentMethod.cryptoWallet, PaymentMethod.bankCard];

/** 24 deposits over 60 days: every status with every method, then mostly successful Pix. */
export function buildRechargeOrders(count = 24): RechargeOrderRecord[] {
  const rng = createRng(7302);
  return Array.from({ length: count }, (_, i) => {
    const combo = i < 9;
    const status = combo ? (RECHARGE_STATUSES[i % 3] ?? 3) : rng.chance(0.8) ? 3 : 2;
    const payMethod = combo
      ? (PAY_METHODS[Math.floor(i / 3)] ?? 1)
      : rng.chance(0.85)
        ? PaymentMethod.pix
        : PaymentMethod.cryptoWallet;
    // Unpaid orders are recent (a Pix code lives for minutes); others spread over 60 days.
    const createTime =
      status === RechargeStatus.unpay
        ? ago((i + 1) * 7 * MINUTE)
        : ago(Math.round(((i + 1) * 59 * DAY) / (count + 1)) + rng.int(0, 20) * HOUR);
    const currency = payMethod === PaymentMethod.cryptoWallet ? 'USDT' : 'BRL';
    const amount =
      currency === 'USDT' ? rng.pick([10, 20, 50, 100]) : rng.pick([20, 30, 50, 100, 200, 500]);
    const no = orderNo('R', createTime, i + 1);
    return {
      id: 5001 + i,
      orderNo: no,
      payUrl: `https://pagamento.example/checkout/${no}`,
      status,
      amount,
      currency,
      payMethod,
      bonusAmount: status === RechargeStatus.success && i % 4 === 0 ? roundTo(amount * 0.2) : 0,
      createTime,
      finishTime: status === RechargeStatus.unpay ? null : createTime + rng.int(1, 15) * MINUTE,
    };
  }).sort((a, b) => b.createTime - a.createTime);
}

export const RECHARGE_ORDERS: readonly RechargeOrderRecord[] = buildRechargeOrders();

const WITHDRAW_STATUSES = [WithdrawStatus.audit, WithdrawStatus.reject, WithdrawStatus.success];

const REJECT_REASONS = [
  'A chave Pix não pertence ao titular da conta.',
  'Rollover pendente: conclua as apostas exigidas.',
];

/**
 * 12 withdrawals over 60 days, every status present, each to one of the demo player's saved
 * accounts: the Pix ones take turns (CPF, phone, e-mail, random key), every sixth goes to the
 * USDT wallet. The destination is masked as the server sends it.
 */
export function buildWithdrawOrders(count = 12): WithdrawOrderRecord[] {
  const rng = createRng(7303);
  const accounts = buildWithdrawAccounts();
  const pixAccounts = accounts.filter((a) => a.type === WithdrawAccountType.bankCard);
  const wallet = accounts.find((a) => a.currency === 'USDT');
  return Array.from({ length: count }, (_, i) => {
    const status = i < 3 ? (WITHDRAW_STATUSES[i] ?? 3) : rng.chance(0.75) ? 3 : 2;
    const crypto = i % 6 === 5;
    const account = crypto ? wallet : pixAccounts[i % pixAccounts.length];
    if (!account) throw new Error('the seed has no withdraw account for this order');
    const createTime =
      status === WithdrawStatus.audit
        ? ago(45 * MINUTE)
        : ago(Math.round(((i + 1) * 58 * DAY) / (count + 1)) + rng.int(0, 20) * HOUR);
    const amount = crypto ? rng.pick([20, 50]) : rng.pick([50, 100, 150, 300, 500]);
    return {
      id: 6001 + i,
      orderNo: orderNo('W', createTime, i + 1),
      status,
      amount,
      fee: crypto ? 1 : 0,
      currency: account.currency,
      accountType: account.type,
      accountNo: maskedAccountNo(account),
      pixKeyType: account.pixKeyType,
      network: account.network,
      createTime,
      finishTime: status === WithdrawStatus.audit ? null : createTime + rng.int(3, 90) * MINUTE,
      remark: status === WithdrawStatus.reject ? (REJECT_REASONS[i % 2] ?? '') : '',
    };
  }).sort((a, b) => b.createTime - a.createTime);
}

export const WITHDRAW_ORDERS: readonly WithdrawOrderRecord[] = buildWithdrawOrders();

// ---------------------------------------------------------------------------------------------
// Account changes (spec 3: main business types 1-6, sub types not shown)

/** CHOICE: the main business types. */
export const BUSINESS_TYPES: Record<number, string> = {
  1: 'Depósito',
  2: 'Saque',
  3: 'Jogo',
  4: 'Bônus',
  5: 'Câmbio',
  6: 'Ajuste',
};

type SubType = { id: number; main: number; name: string; sign: 1 | -1; min: number; max: number };

/** CHOICE: sub business types (id = main * 100 + n). */
export const SUB_BUSINESS_TYPES: readonly SubType[] = [
  { id: 101, main: 1, name: 'Depósito via Pix', sign: 1, min: 20, max: 500 },
  { id: 102, main: 1, name: 'Depósito em cripto', sign: 1, min: 50, max: 300 },
  { id: 201, main: 2, name: 'Saque via Pix', sign: -1, min: 50, max: 500 },
  { id: 202, main: 2, name: 'Estorno de saque recusado', sign: 1, min: 50, max: 300 },
  { id: 301, main: 3, name: 'Aposta', sign: -1, min: 1, max: 50 },
  { id: 302, main: 3, name: 'Prêmio', sign: 1, min: 2, max: 400 },
  { id: 401, main: 4, name: 'Bônus de depósito', sign: 1, min: 5, max: 100 },
  { id: 402, main: 4, name: 'Chuva de envelopes', sign: 1, min: 1, max: 88 },
  { id: 403, main: 4, name: 'Check-in diário', sign: 1, min: 0.5, max: 8 },
  { id: 404, main: 4, name: 'Cashback VIP', sign: 1, min: 1, max: 60 },
  { id: 405, main: 4, name: 'Código de resgate', sign: 1, min: 5, max: 10 },
  { id: 406, main: 4, name: 'Indicação de amigo', sign: 1, min: 20, max: 20 },
  { id: 501, main: 5, name: 'Câmbio (saída)', sign: -1, min: 50, max: 200 },
  { id: 502, main: 5, name: 'Câmbio (entrada)', sign: 1, min: 50, max: 200 },
  { id: 601, main: 6, name: 'Ajuste manual', sign: 1, min: 1, max: 20 },
];

/** An account change with its pt-BR labels (CHOICE fields beyond the contract). */
export type AccountChangeDetail = AccountChangeRecord & {
  businessName: string;
  subBusinessName: string;
};

/** Weighted so that bets and wins dominate, as in a real statement. */
const SUB_WEIGHTS: Record<number, number> = { 301: 10, 302: 6, 101: 3 };

/**
 * 150 account changes from today back to 59 days ago (every time filter of spec 3 has rows),
 * newest first.
 */
export function buildAccountChanges(count = 150): AccountChangeDetail[] {
  const rng = createRng(7304);
  const bag = SUB_BUSINESS_TYPES.flatMap((s) => Array<SubType>(SUB_WEIGHTS[s.id] ?? 1).fill(s));
  const span = 59 * DAY + 20 * HOUR;
  return Array.from({ length: count }, (_, i) => {
    // Every sub type appears at least once, then weighted picks.
    const sub = SUB_BUSINESS_TYPES[i] ?? rng.pick(bag);
    const amount = roundTo(rng.amount(sub.min, sub.max) * sub.sign);
    const offset = Math.round((i * span) / (count - 1));
    return {
      id: 700001 + i,
      currency: 'BRL',
      amount,
      businessType: sub.main,
      subBusinessType: sub.id,
      businessName: BUSINESS_TYPES[sub.main] ?? '',
      subBusinessName: sub.name,
      createTime: ago(offset + (i === 0 ? 5 * MINUTE : rng.int(0, 50) * MINUTE)),
    };
  }).sort((a, b) => b.createTime - a.createTime);
}

export const ACCOUNT_CHANGES: readonly AccountChangeDetail[] = buildAccountChanges();

/** Rows within the last `days` days (spec 3 filters 0 = today in São Paulo, 7, 30, 60). */
export function withinDays<T extends { createTime: number }>(
  rows: readonly T[],
  days: number,
): T[] {
  // Today starts at 00:00 São Paulo = 03:00 UTC.
  const startOfToday = Date.UTC(2026, 10, 22, 3, 0, 0);
  const from = days === 0 ? startOfToday : FIXED_NOW - days * DAY;
  return rows.filter((r) => r.createTime >= from && r.createTime <= FIXED_NOW);
}

// ---------------------------------------------------------------------------------------------
// Wagering (coding) records, spec 3: 1 waiting, 2 in progress, 3 reset, 4 complete

export type WageringDetail = WageringRecord & {
  /** What created the requirement. */
  sourceName: string;
  createTime: number;
  finishTime: number | null;
};

export const WAGERING_RECORDS: readonly WageringDetail[] = [
  {
    id: 8001,
    currency: 'BRL',
    requiredAmount: 300,
    finishedAmount: 0,
    status: CodingStatus.waiting,
    sourceName: 'Bônus de depósito',
    createTime: ago(30 * MINUTE),
    finishTime: null,
  },
  {
    id: 8002,
    currency: 'BRL',
    requiredAmount: 647.35,
    finishedAmount: 412.8,
    status: CodingStatus.inProgress,
    sourceName: 'Depósito via Pix',
    createTime: ago(1 * DAY),
    finishTime: null,
  },
  {
    id: 8003,
    currency: 'BRL',
    requiredAmount: 150,
    finishedAmount: 61.5,
    status: CodingStatus.reset,
    sourceName: 'Chuva de envelopes',
    createTime: ago(9 * DAY),
    finishTime: ago(8 * DAY),
  },
  {
    id: 8004,
    currency: 'BRL',
    requiredAmount: 600,
    finishedAmount: 600,
    status: CodingStatus.complete,
    sourceName: 'Primeiro depósito',
    createTime: ago(40 * DAY),
    finishTime: ago(37 * DAY),
  },
  {
    id: 8005,
    currency: 'USDT',
    requiredAmount: 100,
    finishedAmount: 100,
    status: CodingStatus.complete,
    sourceName: 'Depósito em cripto',
    createTime: ago(52 * DAY),
    finishTime: ago(50 * DAY),
  },
];

// ---------------------------------------------------------------------------------------------
// Transfer records (walletTransferRecord). CHOICE status: 1 processing, 2 failed, 3 done.

export const TRANSFER_RECORDS: readonly TransferRecord[] = [
  { id: 9101, currency: 'USDT', amount: 50, status: 3, createTime: ago(2 * DAY) },
  { id: 9102, currency: 'BRL', amount: 266, status: 3, createTime: ago(2 * DAY) },
  { id: 9103, currency: 'BTC', amount: 0.0005, status: 2, createTime: ago(15 * DAY) },
  { id: 9104, currency: 'USDT', amount: 20, status: 1, createTime: ago(10 * MINUTE) },
];

import {
  PaymentMethod,
  type ChannelConfig,
  type PayMethodConfig,
  type PayMethodCurrency,
} from '../../api/contract';
import { toDecimalParts } from '../../lib/decimal';

/** Spec 3 payment methods: 1 pix, 2 crypto wallet, 3 bank card. */
export type PayMethodCode = PayMethodConfig['payMethod'];

/** Spec 3's order of the methods, which the page keeps whatever order the channel sends. */
const SPEC_ORDER: readonly PayMethodCode[] = [
  PaymentMethod.pix,
  PaymentMethod.cryptoWallet,
  PaymentMethod.bankCard,
];

/** A deposit method as the page offers it. */
export type DepositMethod = {
  payMethod: PayMethodCode;
  /**
   * Whether a deposit can be made with it now: the channel switched it on and it has at least
   * one currency with usable limits. An unavailable method is still listed, with a message.
   */
  available: boolean;
  /** The currencies it takes, with usable limits only, in the channel's order. */
  currencies: PayMethodCurrency[];
};

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A currency whose limits the amount field can check; its chips cleaned up, or null. */
function usableCurrency(entry: PayMethodCurrency): PayMethodCurrency | null {
  if (typeof entry.currency !== 'string' || entry.currency === '') return null;
  const { minAmount, maxAmount } = entry;
  if (!isAmount(minAmount) || !isAmount(maxAmount) || minAmount > maxAmount) return null;
  // A chip outside the limits would fill the field with an amount it then refuses.
  const amounts = [...new Set(Array.isArray(entry.amounts) ? entry.amounts : [])]
    .filter((a) => isAmount(a) && a >= minAmount && a <= maxAmount)
    .sort((a, b) => a - b);
  return { ...entry, amounts };
}

/**
 * The channel's deposit methods (channel config `payMethods`, CHOICE in contract.ts) in spec 3
 * order. A method code the app does not know is left out (it could not be paid); a method the
 * channel lists but switched off, or whose currencies all have unusable limits, is kept as
 * unavailable so the player reads why it cannot be used. A config without the field has none.
 */
export function depositMethods(
  config: Pick<ChannelConfig, 'payMethods'> | undefined,
): DepositMethod[] {
  const listed = Array.isArray(config?.payMethods) ? config.payMethods : [];
  return SPEC_ORDER.flatMap((code) => {
    const entry = listed.find((m) => m?.payMethod === code);
    if (!entry) return [];
    const currencies = (Array.isArray(entry.currencies) ? entry.currencies : [])
      .map(usableCurrency)
      .filter((c): c is PayMethodCurrency => c !== null);
    return [
      { payMethod: code, available: entry.available === true && currencies.length > 0, currencies },
    ];
  });
}

/** The method the page opens on: the first available one (Pix when served), else the first. */
export function defaultMethod(methods: readonly DepositMethod[]): DepositMethod | undefined {
  return methods.find((m) => m.available) ?? methods[0];
}

/**
 * An amount as the amount field takes it: digits with a comma before the decimals, never a
 * thousands separator or an exponent (checkAmount refuses both): 1000 -> "1000", 0.005 -> "0,005".
 */
export function amountInput(amount: number): string {
  const parts = toDecimalParts(amount);
  if (!parts) return '';
  return parts.frac ? `${parts.int},${parts.frac}` : parts.int;
}

/** How many decimals an amount needs to be written exactly (a chip shows "R$ 20", "BTC 0,005"). */
export function decimalsOf(amount: number): number {
  return toDecimalParts(amount)?.frac.length ?? 0;
}

/**
 * CHOICE: the networks each coin is paid out on (spec 3 withdraw account type 2, crypto wallet;
 * the spec lists no networks, and no call answers them, so the app and the mock world share this
 * list: mocks/world/wallet.ts WALLET_NETWORKS).
 */
export const WALLET_NETWORKS: Readonly<Record<string, readonly string[]>> = {
  USDT: ['TRC20', 'ERC20'],
  ETH: ['ERC20'],
  BTC: ['BTC'],
};

/** The address shape of each network: Tron base58, EVM hex, Bitcoin bech32 or legacy base58. */
const ADDRESS_SHAPE: Readonly<Record<string, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(?:bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};

/** The coins a wallet can be saved for, among those the player holds. */
export function walletCurrencies(held: readonly string[]): string[] {
  return held.filter((currency) => WALLET_NETWORKS[currency] !== undefined);
}

export type AddressCheck =
  { ok: true; value: string } | { ok: false; problem: 'required' | 'network' | 'address' };

/**
 * Checks a wallet address for a network of the coin. Only the shape is checked (a checksum would
 * need each chain's hashing); a wrong network is what loses money, so the form also says so.
 */
export function checkWalletAddress(currency: string, network: string, raw: string): AddressCheck {
  const text = raw.trim();
  if (!(WALLET_NETWORKS[currency] ?? []).includes(network)) {
    return { ok: false, problem: 'network' };
  }
  if (text === '') return { ok: false, problem: 'required' };
  return ADDRESS_SHAPE[network]?.test(text)
    ? { ok: true, value: text }
    : { ok: false, problem: 'address' };
}

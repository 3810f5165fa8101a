import { describe, expect, it } from 'vitest';
import { checkWalletAddress, walletCurrencies } from './walletAddress';

const TRON = `T${'A'.repeat(33)}`;
const EVM = `0x${'ab12'.repeat(10)}`;

describe('checkWalletAddress', () => {
  it('takes an address of the shape of its network', () => {
    expect(checkWalletAddress('USDT', 'TRC20', ` ${TRON} `)).toEqual({ ok: true, value: TRON });
    expect(checkWalletAddress('USDT', 'ERC20', EVM)).toEqual({ ok: true, value: EVM });
    expect(
      checkWalletAddress('BTC', 'BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses another network, a network the coin has not, and an empty address', () => {
    expect(checkWalletAddress('USDT', 'TRC20', EVM)).toEqual({ ok: false, problem: 'address' });
    expect(checkWalletAddress('ETH', 'TRC20', TRON)).toEqual({ ok: false, problem: 'network' });
    expect(checkWalletAddress('USDT', 'ERC20', '')).toEqual({ ok: false, problem: 'required' });
  });

  it('offers wallets only for the coins that have networks', () => {
    expect(walletCurrencies(['BRL', 'USDT', 'BTC', 'ETH', 'EUR'])).toEqual(['USDT', 'BTC', 'ETH']);
  });
});

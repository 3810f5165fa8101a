import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { openOverlay, overlaysState } from '../../state/overlays';
import { sessionState, setSession } from '../../state/session';
import { walletState } from '../../state/wallet';
import { CurrencyPicker } from './CurrencyPicker';

describe('CurrencyPicker', () => {
  it('loads the wallets if needed; choosing one makes it current and closes', async () => {
    setSession(DEMO_ACCOUNT.info);
    render(<CurrencyPicker />);
    await act(async () => openOverlay('currency'));
    const usdt = await screen.findByRole('button', { name: /^USDT/ });
    await act(async () => fireEvent.click(usdt));
    expect(walletState.currentCurrency).toBe('USDT');
    expect(sessionState.user?.currentCurrency).toBe('USDT');
    expect(overlaysState.overlay).toBeNull();
    // The wallet reloads so the total is in the new currency.
    await waitFor(() => expect(walletState.status).toBe('ready'));
    expect(walletState.currentCurrency).toBe('USDT');
  });

  it('closes at once for a visitor (spec 6: balances are for players)', async () => {
    render(<CurrencyPicker />);
    await act(async () => openOverlay('currency'));
    await waitFor(() => expect(overlaysState.overlay).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { on, ok } from '../../../mocks/handlers/respond';
import { server } from '../../../mocks/node';
import { walletSummary } from '../../../mocks/data/wallet';
import * as stories from '../../../stories/screens/Wallet/Wallet.stories';
import { endpoints } from '../../api/allEndpoints';
import { sessionState } from '../../state/session';
import { setWallets, walletState } from '../../state/wallet';

// The demo player's wallet page, as the Populated story builds it (vitest.setup.portable.ts).
const { Populated } = composeStories(stories);

const totalCard = () => screen.getByRole('region', { name: 'Saldo total' });

describe('Wallet screen', () => {
  it('tapping a currency makes it current; the total waits for its own currency', async () => {
    await Populated.load();
    render(<Populated />);
    await waitFor(() => expect(totalCard()).toHaveTextContent(/R\$\s2\.771,90/));

    // The next summary answers late: the old BRL amount must not show with the USDT symbol.
    server.use(
      on(endpoints.walletSummary, async ({ params }) => {
        await delay(50);
        return ok(walletSummary(String(params.currency)));
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^USDT/ })));
    expect(walletState.currentCurrency).toBe('USDT');
    expect(sessionState.user?.currentCurrency).toBe('USDT');
    expect(totalCard()).toHaveAttribute('aria-busy', 'true');
    expect(totalCard()).not.toHaveTextContent(/2\.771,90/);

    await waitFor(() => expect(totalCard()).not.toHaveAttribute('aria-busy'));
    // 2771.9 BRL at 1/5.32 USD, in USDT at 4 places (rounded down).
    expect(totalCard()).toHaveTextContent(/^Saldo totalUSDT\s521,0\d{3}Moeda atualUSDT$/);
    expect(screen.getByRole('button', { name: /^USDT/ })).toHaveAttribute('aria-current', 'true');
  });

  it('a socket balance update shows at once in the row and the total', async () => {
    await Populated.load();
    render(<Populated />);
    const brl = await screen.findByRole('button', { name: /^BRL/ });
    await waitFor(() => expect(totalCard()).toHaveTextContent(/R\$\s2\.771,90/));
    // What live/liveConnection.ts does with a 2001 message for the current currency.
    const entries = walletState.entries.map((e) =>
      e.currency === 'BRL' ? { ...e, availableBalance: 1947.359 } : e,
    );
    await act(async () => setWallets(entries, walletState.total + 100));
    expect(brl).toHaveTextContent(/R\$\s1\.947,35/);
    expect(within(totalCard()).getByText(/R\$\s2\.871,90/)).toBeInTheDocument();
  });
});

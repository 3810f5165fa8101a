import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { waitForNextRound } from '../../../mocks/world/activities';
import { findUser } from '../../../mocks/world/world';
import { openOverlay, overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import { walletState } from '../../state/wallet';
import { NewRedPacketPopup } from './NewRedPacketPopup';
import { FreshSwr } from '../../api/testing/FreshSwr';

async function open() {
  render(<NewRedPacketPopup />, { wrapper: FreshSwr });
  await act(async () => openOverlay('newRedPacket', { activityId: 3039 }));
  return screen.findByRole('dialog', { name: 'Envelope da sorte' });
}

describe('NewRedPacketPopup', () => {
  it('sends a visitor to the register pop-up (spec 6)', async () => {
    render(<NewRedPacketPopup />, { wrapper: FreshSwr });
    await act(async () => openOverlay('newRedPacket', { activityId: 3039 }));
    await waitFor(() =>
      expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } }),
    );
  });

  it('receives the open packet: the amount in reais, the wallet refreshed', async () => {
    setSession(DEMO_ACCOUNT.info);
    const dialog = await open();
    expect(await within(dialog).findByText(/Prêmio de R\$\s1,00 a R\$\s88,00/)).toBeTruthy();
    expect(within(dialog).getByText('412 de 1.000 envelopes restantes')).toBeTruthy();
    expect(within(dialog).getByRole('timer')).toHaveAccessibleName(/^Tempo restante: 00:14:4\d$/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Receber envelope' }));
    expect(await within(dialog).findByRole('button', { name: 'Envelope recebido' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/Você ganhou\s*R\$\s7,77/);
    await waitFor(() => expect(walletState.status).toBe('ready'));
  });

  it('between rounds: the countdown until it opens, nothing to receive yet', async () => {
    setSession(DEMO_ACCOUNT.info);
    waitForNextRound(findUser(DEMO_ACCOUNT.info.userNo)!);
    const dialog = await open();
    expect(await within(dialog).findByText('Abre em')).toBeTruthy();
    expect(within(dialog).getByRole('timer')).toHaveAccessibleName(
      /^Tempo restante: 0[56]:\d\d:\d\d$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Aguarde a abertura' })).toBeDisabled();
  });
});

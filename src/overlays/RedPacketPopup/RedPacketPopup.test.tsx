import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { waitForNextRound } from '../../../mocks/world/activities';
import { findUser } from '../../../mocks/world/world';
import { openOverlay, overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import { RedPacketPopup } from './RedPacketPopup';
import { FreshSwr } from '../../api/testing/FreshSwr';

async function open() {
  render(<RedPacketPopup />, { wrapper: FreshSwr });
  await act(async () => openOverlay('redPacket', { activityId: 3004 }));
  return screen.findByRole('dialog', { name: 'Chuva de envelopes' });
}

describe('RedPacketPopup', () => {
  it('sends a visitor to the register pop-up (spec 6)', async () => {
    render(<RedPacketPopup />, { wrapper: FreshSwr });
    await act(async () => openOverlay('redPacket', { activityId: 3004 }));
    await waitFor(() =>
      expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } }),
    );
  });

  it('opens the envelope of the round and shows the amount won', async () => {
    setSession(DEMO_ACCOUNT.info);
    const dialog = await open();
    expect(await within(dialog).findByText('Rodada termina em')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir envelope' }));
    expect(await within(dialog).findByRole('button', { name: 'Envelope aberto' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/Você ganhou\s*R\$\s8,88/);
    expect(within(dialog).queryByRole('timer')).toBeNull();
  });

  it('before the round: the countdown to it and nothing to open', async () => {
    setSession(DEMO_ACCOUNT.info);
    waitForNextRound(findUser(DEMO_ACCOUNT.info.userNo)!);
    const dialog = await open();
    expect(await within(dialog).findByText('Próxima rodada em')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Aguarde a rodada' })).toBeDisabled();
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { resetWorld } from '../../../mocks/world/world';
import { signToday } from '../../api/activities';
import { openOverlay, overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import { SignInPopup } from './SignInPopup';
import { FreshSwr } from '../../api/testing/FreshSwr';

async function open() {
  render(<SignInPopup />, { wrapper: FreshSwr });
  await act(async () => openOverlay('signIn', { activityId: 3021 }));
  return screen.findByRole('dialog', { name: 'Check-in diário' });
}

describe('SignInPopup', () => {
  it('sends a visitor to the register pop-up (spec 6)', async () => {
    render(<SignInPopup />, { wrapper: FreshSwr });
    await act(async () => openOverlay('signIn', { activityId: 3021 }));
    await waitFor(() =>
      expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the days, claims today once and then says so with the button disabled', async () => {
    setSession(DEMO_ACCOUNT.info);
    const dialog = await open();
    const days = await within(dialog).findByRole('list', { name: 'Dias do check-in' });
    expect(within(days).getAllByRole('listitem')).toHaveLength(7);
    expect(within(dialog).getByText('Sequência: 2 de 7 dias')).toBeTruthy();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/Prêmio de hoje\s*R\$\s1,50/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fazer check-in' }));
    const done = await within(dialog).findByRole('button', { name: 'Check-in feito' });
    expect(done).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/Você ganhou\s*R\$\s1,50/);
    expect(within(dialog).getByText('Sequência: 3 de 7 dias')).toBeTruthy();
  });

  it('shows the refusal in place when today was already signed elsewhere', async () => {
    setSession(DEMO_ACCOUNT.info);
    const dialog = await open();
    const button = await within(dialog).findByRole('button', { name: 'Fazer check-in' });
    // Another device signs first: this pop-up still shows today as open.
    await signToday({}, { idempotencyKey: 'another-device' });
    fireEvent.click(button);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você já resgatou este prêmio.',
    );
    expect(await within(dialog).findByRole('button', { name: 'Check-in feito' })).toBeDisabled();
    expect(overlaysState.toasts).toEqual([]);
  });

  it('shows a failure with a retry that reads the detail again', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['unknown-error']);
    const dialog = await open();
    expect(await within(dialog).findByText('Algo deu errado. Tente novamente.')).toBeTruthy();
    // The server recovers.
    server.resetHandlers();
    resetWorld();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByRole('button', { name: 'Fazer check-in' })).toBeEnabled();
  });
});

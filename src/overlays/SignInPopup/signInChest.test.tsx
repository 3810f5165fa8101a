import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { findUser } from '../../../mocks/world/world';
import { openOverlay } from '../../state/overlays';
import { setSession } from '../../state/session';
import { SignInPopup } from './SignInPopup';
import { FreshSwr } from '../../api/testing/FreshSwr';

/* The week's chest of the sign-in pop-up (features/activities/tasks/SevenDayChest). */

const demo = () => {
  const user = findUser(DEMO_ACCOUNT.info.userNo);
  if (!user) throw new Error('no demo player');
  return user;
};

describe('the seven-day chest in the sign-in pop-up (type 21)', () => {
  async function openPopup() {
    setSession(DEMO_ACCOUNT.info);
    render(<SignInPopup />, { wrapper: FreshSwr });
    await act(async () => openOverlay('signIn', { activityId: 3021 }));
    return screen.findByRole('dialog', { name: 'Check-in diário' });
  }

  it('is locked while days are missing', async () => {
    const dialog = await openPopup();
    expect(
      await within(dialog).findByText('Faltam 5 dias de check-in para abrir o baú.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Baú trancado' })).toBeDisabled();
  });

  it('opens once the seventh day is signed, once, and shows its prize', async () => {
    server.use(...scenarios['sign-in-day-seven']);
    const dialog = await openPopup();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Fazer check-in' }));
    const open = await within(dialog).findByRole('button', { name: 'Abrir baú' });
    expect(within(dialog).getByText('Semana completa! Abra o baú e leve o prêmio.')).toBeTruthy();
    fireEvent.click(open);
    fireEvent.click(open);
    expect(await within(dialog).findByText(/Você ganhou R\$\s18,00 no baú!/)).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Baú aberto' })).toBeDisabled(),
    );
    expect(demo().claims.filter((c) => c === 'sevenDayChest')).toHaveLength(1);
  });
});

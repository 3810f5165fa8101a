import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_DETAILS, activityIdOf } from '../../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { findUser } from '../../../../mocks/world/world';
import { setSession } from '../../../state/session';
import { overlaysState } from '../../../state/overlays';
import { TotalPayView } from './TotalPayView';
import { FreshSwr } from '../../../api/testing/FreshSwr';

const detail = ACTIVITY_DETAILS.find((a) => a.id === activityIdOf(37))!;

describe('TotalPayView (type 37)', () => {
  it('claims one reached tier once however many taps, then shows it received', async () => {
    setSession(DEMO_ACCOUNT.info);
    const refresh = vi.fn();
    render(<TotalPayView detail={detail} loggedIn refresh={refresh} />, { wrapper: FreshSwr });
    const table = await screen.findByRole('table', { name: 'Faixas de bônus' });
    const claim = within(table).getByRole('button', { name: /^Resgatar R\$\s5,00$/ });
    expect(within(table).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByText(/Você recebeu R\$\s5,00!/)).toBeTruthy();
    const player = findUser(DEMO_ACCOUNT.info.userNo)!;
    expect(player.claims.filter((c) => c.startsWith('totalPay:'))).toEqual(['totalPay:100']);
    await waitFor(() => expect(within(table).getAllByRole('button')).toHaveLength(2));
    expect(within(table).getByText('Recebido')).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
  });

  it('shows the deposits so far and the way to the next tier', async () => {
    setSession(DEMO_ACCOUNT.info);
    render(<TotalPayView detail={detail} loggedIn refresh={() => {}} />, { wrapper: FreshSwr });
    const bar = await screen.findByRole('progressbar', { name: 'Progresso até a próxima faixa' });
    expect(bar.getAttribute('aria-valuenow')).toBe('32');
    expect(screen.getByText(/Faltam R\$\s6\.800,00 para a faixa de R\$\s10\.000,00/)).toBeTruthy();
  });

  it('a visitor reads the tiers and is sent to register (spec 6)', async () => {
    render(<TotalPayView detail={detail} loggedIn={false} refresh={() => {}} />, {
      wrapper: FreshSwr,
    });
    const table = await screen.findByRole('table', { name: 'Faixas de bônus' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Cadastre-se para participar' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
  });
});

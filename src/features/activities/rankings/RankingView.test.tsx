import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_DETAILS, activityIdOf } from '../../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { findUser } from '../../../../mocks/world/world';
import { overlaysState } from '../../../state/overlays';
import { setSession } from '../../../state/session';
import { BetRankingView } from './RankingView';
import { SuperMemberDayView } from './SuperMemberDayView';
import { FreshSwr } from '../../../api/testing/FreshSwr';

const detailOf = (type: number) => ACTIVITY_DETAILS.find((a) => a.id === activityIdOf(type))!;

const ownRow = () =>
  screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');

describe('BetRankingView (type 9)', () => {
  it('day and week: the player marked in the top, then pinned; the week prize claimed once', async () => {
    setSession(DEMO_ACCOUNT.info);
    render(<BetRankingView detail={detailOf(9)} loggedIn refresh={() => {}} />, {
      wrapper: FreshSwr,
    });
    await screen.findByRole('table', { name: 'Classificação' });
    expect(ownRow()?.textContent).toMatch(/^4º55\*\*\*4 Você/);
    expect(screen.getByRole('timer')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Semanal' }));
    await waitFor(() => expect(ownRow()?.textContent).toMatch(/^23º55\*\*\*4 Você/));
    const last = screen.getByRole('region', { name: 'Prêmio da semana passada' });
    const claim = within(last).getByRole('button', { name: /^Resgatar R\$\s150,00$/ });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await within(last).findByText(/Você ganhou R\$\s150,00!/)).toBeTruthy();
    await waitFor(() => expect(within(last).queryByRole('button')).toBeNull());
    const player = findUser(DEMO_ACCOUNT.info.userNo)!;
    expect(player.claims.filter((c) => c.startsWith('ranking:'))).toHaveLength(1);
  });

  it('the clubs, most bets first', async () => {
    render(<BetRankingView detail={detailOf(9)} loggedIn={false} refresh={() => {}} />, {
      wrapper: FreshSwr,
    });
    // The clubs' card is placed under the board once the board has its rows (no shift).
    const clubs = await screen.findByRole('region', { name: 'Ranking de clubes da semana' });
    expect(screen.getByRole('table', { name: 'Classificação' })).toBeTruthy();
    const items = await within(clubs).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Clube Arara',
      'Clube Jaguar',
      'Clube Tucano',
    ]);
  });

  it('a visitor reads the board and is sent to register on claim (spec 6)', async () => {
    render(<BetRankingView detail={detailOf(9)} loggedIn={false} refresh={() => {}} />, {
      wrapper: FreshSwr,
    });
    await screen.findByRole('table', { name: 'Classificação' });
    expect(ownRow()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Resgatar prêmio' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
  });
});

describe('SuperMemberDayView (type 32)', () => {
  it('draws once and says the amount', async () => {
    setSession(DEMO_ACCOUNT.info);
    render(<SuperMemberDayView detail={detailOf(32)} loggedIn refresh={() => {}} />, {
      wrapper: FreshSwr,
    });
    const lottery = await screen.findByRole('region', { name: 'Sorteio do Super dia' });
    const draw = within(lottery).getByRole('button', { name: 'Sortear agora' });
    fireEvent.click(draw);
    fireEvent.click(draw);
    expect(await within(lottery).findByText(/Você ganhou R\$\s18,88 no sorteio!/)).toBeTruthy();
    await waitFor(() => expect(within(lottery).queryByRole('button')).toBeNull());
    const player = findUser(DEMO_ACCOUNT.info.userNo)!;
    expect(player.claims.filter((c) => c.startsWith('superMemberDay:'))).toHaveLength(1);
  });
});

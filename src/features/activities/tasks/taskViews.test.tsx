import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { carnivalPoints } from '../../../../mocks/world/activities';
import { findUser } from '../../../../mocks/world/world';
import { collectTreasureBox, getActivityDetail } from '../../../api/activities';
import { overlaysState } from '../../../state/overlays';
import { setSession } from '../../../state/session';
import { CarnivalView } from './CarnivalView';
import { DayTasksView } from './DayTasksView';
import { TreasureBoxView } from './TreasureBoxView';
import { FreshSwr } from '../../../api/testing/FreshSwr';

const demo = () => {
  const user = findUser(DEMO_ACCOUNT.info.userNo);
  if (!user) throw new Error('no demo player');
  return user;
};

/** The treasure-box view as /activityDetail/10 renders it, with the page's refresh. */
async function renderBoxes() {
  setSession(DEMO_ACCOUNT.info);
  const detail = await getActivityDetail({ id: 3010 });
  const refresh = vi.fn();
  render(<TreasureBoxView detail={detail} loggedIn refresh={refresh} />, { wrapper: FreshSwr });
  return { refresh, list: screen.getByRole('list', { name: 'Baús do tesouro' }) };
}

describe('TreasureBoxView (type 10)', () => {
  it('shows open, locked boxes; a double tap collects box 1 once and says what it paid', async () => {
    const { list, refresh } = await renderBoxes();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('2 baús para abrir')).toBeTruthy();
    expect(within(list).getByText('Libera com 12 amigos válidos')).toBeTruthy();
    const before = demo().accountChanges.length;

    const open = screen.getByRole('button', { name: 'Abrir baú 1' });
    fireEvent.click(open);
    fireEvent.click(open);
    expect(await screen.findByRole('status')).toHaveTextContent(/Você ganhou R\$\s2,50 no baú 1!/);
    expect(screen.queryByRole('button', { name: 'Abrir baú 1' })).toBeNull();
    expect(screen.getByText('1 baú para abrir')).toBeTruthy();
    // One credit for two taps: the money action sent one request.
    expect(demo().claims.filter((c) => c === 'treasure:TB1')).toHaveLength(1);
    expect(demo().accountChanges.length).toBe(before + 1);
    expect(refresh).toHaveBeenCalled();
  });

  it('says a refusal in place when the box was opened on another device', async () => {
    const { refresh } = await renderBoxes();
    await collectTreasureBox('TB2', { idempotencyKey: 'another-device' });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir baú 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível abrir o baú 2');
    expect(alert).toHaveTextContent('Você já resgatou este prêmio.');
    expect(overlaysState.toasts).toEqual([]);
    expect(refresh).toHaveBeenCalled();
  });

  it('a visitor is asked to register (spec 6) and nothing is sent', async () => {
    const detail = await getActivityDetail({ id: 3010 });
    render(<TreasureBoxView detail={detail} loggedIn={false} refresh={() => undefined} />, {
      wrapper: FreshSwr,
    });
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
  });
});

describe('DayTasksView (type 36)', () => {
  const renderView = () => {
    setSession(DEMO_ACCOUNT.info);
    render(<DayTasksView detail={{} as never} loggedIn refresh={() => undefined} />, {
      wrapper: FreshSwr,
    });
  };

  it('lists the tasks with their bars and rewards, and the countdown to midnight', async () => {
    renderView();
    const list = await screen.findByRole('list', { name: 'Tarefas do dia' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('1 de 3 tarefas concluídas')).toBeTruthy();
    const bet = screen.getByRole('progressbar', { name: 'Progresso: Aposte R$ 100 hoje' });
    expect(bet).toHaveAttribute('aria-valuenow', '40');
    expect(bet).toHaveAttribute('aria-valuetext', 'R$\u00a040,00 de R$\u00a0100,00');
    expect(within(list).getAllByText('Concluída')).toHaveLength(1);
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('says when there is no task today', async () => {
    server.use(...scenarios.empty);
    renderView();
    expect(await screen.findByText('Nenhuma tarefa hoje')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    server.use(...scenarios['unknown-error']);
    renderView();
    expect(await screen.findByText('Não foi possível carregar as tarefas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe('CarnivalView (type 35)', () => {
  it('shows the points, the way to the next prize, the tasks and what points are worth', async () => {
    setSession(DEMO_ACCOUNT.info);
    render(<CarnivalView detail={{} as never} loggedIn refresh={() => undefined} />, {
      wrapper: FreshSwr,
    });
    const table = await screen.findByRole('table', { name: 'O que os pontos valem' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const { points, nextRewardAt } = carnivalPoints(demo());
    expect(screen.getByText(`${points} pontos`)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Pontos para o próximo prêmio' });
    expect(bar).toHaveAttribute('aria-valuetext', `${points} de ${nextRewardAt}`);
    expect(await screen.findByRole('list', { name: 'Tarefas de carnaval' })).toBeTruthy();
  });
});

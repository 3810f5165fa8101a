import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { activityIdOf } from '../../../../mocks/data/activities';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import { clearSession } from '../../../../src/state/session';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  tap,
  withGamesFrame,
} from '../../../storyKit';

/*
 * Type 36 "Tarefas diárias" on its /activityDetail page (spec 7 "day task") at the stories' fixed
 * 22/11/2026 12:00 São Paulo: the demo player's three tasks of the day (logged in: done; a deposit
 * today: not yet; R$ 40,00 of R$ 100,00 bet), new tasks at midnight (12:00:00 left). The page's
 * "Sua participação" card (where a reward is claimed: no task claim in spec 7) shows once the
 * player takes part; not yet, so the tasks alone say where the player stands.
 */
const ID = activityIdOf(36);

const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: `/activityDetail/36?id=${ID}` },
  args: { type: '36' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };

/** The tasks card, found once the page and the view's code are in. */
const tasksCard = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Tarefas de hoje' }, patience);

/**
 * Today's tasks: "1 de 3 tarefas concluídas", each with its state, figures, reward and bar,
 * and the countdown to the new tasks (spec 5 `HH:MM:SS`).
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = await tasksCard(canvas);
    const list = await within(card).findByRole('list', { name: 'Tarefas do dia' }, patience);
    await step('the summary and the countdown to midnight', async () => {
      await expect(within(card).getByText('1 de 3 tarefas concluídas')).toBeVisible();
      await expect(within(card).getByRole('timer')).toHaveTextContent('12:00:00');
    });
    await step('each task: state, figures, reward, bar', async () => {
      const rows = within(list).getAllByRole('listitem');
      await expect(rows).toHaveLength(3);
      await expect(rows[0]).toHaveTextContent(
        /Entre na sua conta\s*Concluída\s*1 de 1\s*Prêmio R\$\s0,50/,
      );
      await expect(rows[1]).toHaveTextContent(/Faça um depósito hoje\s*Em andamento/);
      const bet = within(list).getByRole('progressbar', { name: 'Progresso: Aposte R$ 100 hoje' });
      await expect(bet).toHaveAttribute('aria-valuenow', '40');
      await expect(bet).toHaveAttribute('aria-valuetext', 'R$\u00a040,00 de R$\u00a0100,00');
    });
    await step(
      'no generic card saying the player has not joined, under tasks that say more',
      async () => {
        await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
      },
    );
    await loadLazyImages(canvasElement);
  },
};

/**
 * The tasks have not arrived ('tasks-hang'): three placeholder rows, the card busy; the cards
 * below are not placed until it has settled.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios['tasks-hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await tasksCard(canvas);
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByRole('status')).toHaveTextContent('Carregando as tarefas');
    await expect(within(card).queryByRole('list', { name: 'Tarefas do dia' })).toBeNull();
    // The cards below the view wait for it to settle: its growth never pushes them.
    await expect(canvas.queryByRole('region', { name: 'Regras' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** No task today ('empty' scenario): said plainly, with when new ones come. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await tasksCard(canvas);
    await expect(await within(card).findByText('Nenhuma tarefa hoje', {}, patience)).toBeVisible();
    await expect(within(card).queryByRole('list')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

const dayTaskOnce = failingOnce(endpoints.dayTask);

/** The list fails once (HTTP 500): the failure in the card, and a retry that brings the tasks. */
export const Error: Story = {
  parameters: { msw: { handlers: dayTaskOnce.handlers } },
  beforeEach: dayTaskOnce.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = await tasksCard(canvas);
    await step('the failure, with a retry', async () => {
      await expect(
        await within(card).findByText('Não foi possível carregar as tarefas', {}, patience),
      ).toBeVisible();
    });
    await step('retry reads the list again', async () => {
      await tap(within(card).getByRole('button', { name: 'Tentar novamente' }));
      await within(card).findByRole('list', { name: 'Tarefas do dia' }, patience);
      await waitFor(() => expect(card).not.toHaveAttribute('aria-busy', 'true'));
    });
    await loadLazyImages(canvasElement);
  },
};

/** Spec 6: the activity is for players only (loginShow 0), so a visitor reads "not found". */
export const Visitor: Story = {
  beforeEach: () => {
    clearSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Atividade não encontrada' }, patience),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Tarefas de hoje' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** The tasks in the light theme (axe AA on both themes). */
export const LightTheme: Story = {
  ...Populated,
  globals: { theme: 'light' },
};

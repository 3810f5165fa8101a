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
 * Type 35 "Tarefas de carnaval" on its /activityDetail page (spec 7 "carnival tasks and points"):
 * the demo player's points (from the tasks done), the way to the next prize, the price list
 * (read-only: spec 7 names no call that spends points) and the three tasks.
 */
const ID = activityIdOf(35);

const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: `/activityDetail/35?id=${ID}` },
  args: { type: '35' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };

const pointsCard = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Seus pontos de carnaval' }, patience);
const tasksCard = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Tarefas de carnaval' }, patience);

/** The table's rows as "points | prize | state" text, header first. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' | '),
    );

/**
 * The balance in points, what is missing for the next prize (a bar), what points are worth
 * (reached ones marked) and the tasks with their points and bars.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const points = await pointsCard(canvas);
    const table = await within(points).findByRole(
      'table',
      { name: 'O que os pontos valem' },
      patience,
    );
    let balance = 0;
    await step('the balance and the way to the next prize', async () => {
      const text = within(points).getByText(/^\d+ pontos$/).textContent ?? '';
      balance = Number(text.split(' ')[0]);
      const bar = within(points).getByRole('progressbar', { name: 'Pontos para o próximo prêmio' });
      await expect(bar.getAttribute('aria-valuetext')).toMatch(new RegExp(`^${balance} de \\d+$`));
    });
    await step('the price list: points, prize, reached or how many are missing', async () => {
      const lines = rows(table);
      await expect(lines[0]).toBe('Pontos | Prêmio | Situação');
      await expect(lines).toHaveLength(5);
      await expect(lines[4]).toMatch(/^1\smil \| R\$ 80,00 \| Faltam \d+$/);
    });
    await step('the tasks', async () => {
      const tasks = await tasksCard(canvas);
      const list = await within(tasks).findByRole('list', {}, patience);
      await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      await expect(within(list).getByText('+20 pontos')).toBeVisible();
      await expect(within(list).getAllByRole('progressbar')).toHaveLength(3);
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * Nothing has arrived ('tasks-hang'): the points card busy with its placeholder. The tasks card
 * is not placed until the balance has its figures (they would push it down), nor the cards
 * below.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios['tasks-hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await pointsCard(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('region', { name: 'Tarefas de carnaval' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Regras' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** No carnival task now ('empty'): said in the tasks card; the balance still shows. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tasks = await tasksCard(canvas);
    await expect(
      await within(tasks).findByText('Nenhuma tarefa de carnaval agora', {}, patience),
    ).toBeVisible();
    await within(await pointsCard(canvas)).findByRole('table', {}, patience);
    await loadLazyImages(canvasElement);
  },
};

const tasksOnce = failingOnce(endpoints.carnivalTasks);

/** The task list fails once (HTTP 500): its failure in place, a retry that brings it. */
export const Error: Story = {
  parameters: { msw: { handlers: tasksOnce.handlers } },
  beforeEach: tasksOnce.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tasks = await tasksCard(canvas);
    await step('the failure, with a retry', async () => {
      await expect(
        await within(tasks).findByText('Não foi possível carregar as tarefas', {}, patience),
      ).toBeVisible();
    });
    await step('retry reads the tasks again', async () => {
      await tap(within(tasks).getByRole('button', { name: 'Tentar novamente' }));
      await within(tasks).findByRole('list', {}, patience);
      await waitFor(() => expect(tasks).not.toHaveAttribute('aria-busy', 'true'));
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
    await expect(canvas.queryByRole('region', { name: 'Seus pontos de carnaval' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** The points and tasks in the light theme (axe AA on both themes). */
export const LightTheme: Story = {
  ...Populated,
  globals: { theme: 'light' },
};

import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { TRANSFER_RECORDS, withinDays } from '../../../mocks/data/wallet';
import { scenarios } from '../../../mocks/scenarios';
import { betHistory } from '../../../mocks/world/games';
import { findUser } from '../../../mocks/world/world';
import type { EndpointDef } from '../../../src/api/contract';
import { formatDateTime } from '../../../src/lib/time';
import { TradeList } from '../../../src/screens/TradeList/TradeList';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

/**
 * Story setup shared by the /tradelist records views (not a story file): the statement, the bet
 * history and the transfers, as screens here and as feature pieces under
 * stories/features/records. Each view is a period-filtered paged list; what differs is its
 * region's name, what a row is (a link to a detail, or a plain list item), its call and texts.
 *
 * - `recordViewMeta`: a records view in the app frame for the demo player (spec 2: /tradelist
 *   is login-only; the route guard handles visitors); `tradeListMeta`: the same with the
 *   screen as the component. A file spreads one, adds its component if need be and its route.
 * - `rowsOf`, `findRows`, `periodOf`, `routeOf`: what a play function reads;
 *   `expectInColumn`: the desktop frame's check (spec 9: a 500 px column above 500 px).
 * - `demoBets`, `demoTransfers`, `betRowText`: the demo player's records as the mock world
 *   answers them for a period (spec 3 filters), newest first.
 * - `recordStateStories(view)`: the states every view shares (nothing in the period, a failure,
 *   a failure then a retry, no connection, no answer yet), each ending with a full repaint.
 */
export const recordViewMeta = {
  decorators: [withGamesFrame],
  beforeEach: logInDemoPlayer,
} satisfies Meta;

export const tradeListMeta = {
  ...recordViewMeta,
  component: TradeList,
} satisfies Meta<typeof TradeList>;

/** One records view as a player meets it. */
export type RecordView = {
  /** The list's region name ("Apostas"). */
  region: string;
  /** What one record is: a link to its detail (the statement) or a list item. */
  role: 'link' | 'listitem';
};

export const rowsOf = (canvasElement: HTMLElement, view: RecordView) =>
  within(within(canvasElement).getByRole('region', { name: view.region })).queryAllByRole(
    view.role,
  );

/** Waits until `count` records are shown (the pager loads the rest of a short period by itself). */
export async function findRows(canvasElement: HTMLElement, view: RecordView, count: number) {
  await waitFor(() => expect(rowsOf(canvasElement, view)).toHaveLength(count), { timeout: 4000 });
  return rowsOf(canvasElement, view);
}

/** The list keeps to the 500 px column of the desktop frame, every record inside it. */
export async function expectInColumn(canvasElement: HTMLElement, view: RecordView) {
  const column = within(canvasElement).getByRole('region', { name: view.region });
  const { right, width } = column.getBoundingClientRect();
  await expect(width).toBeLessThanOrEqual(500);
  for (const row of rowsOf(canvasElement, view)) {
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  }
}

/** The period picker ("Período": Hoje, 7, 30, 60 dias). */
export const periodOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Período' }));

/** The in-memory router's location ("Rota atual"). */
export const routeOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

const demo = () => findUser(DEMO_ACCOUNT.info.userNo)!;

/** The demo player's bets for a period, rounds played in the story's world included. */
export const demoBets = (days: number) => betHistory(demo(), days);

/** The demo player's seeded transfers for a period, newest first. */
export const demoTransfers = (days: number) =>
  withinDays(TRANSFER_RECORDS, days).sort((a, b) => b.createTime - a.createTime);

/** What a bet row says: game, São Paulo date and time, stake, then the win or "Sem prêmio". */
export function betRowText(bet: ReturnType<typeof demoBets>[number]): RegExp {
  const money = (n: number) => n.toFixed(2).replace('.', ',');
  const win = bet.winAmount > 0 ? `Prêmio \\+R\\$\\s${money(bet.winAmount)}` : 'Sem prêmio';
  return new RegExp(
    `^${bet.gameName}${formatDateTime(bet.betTime)} · Aposta R\\$\\s${money(bet.betAmount)}${win}$`,
  );
}

type PlayContext = Pick<StoryContext, 'canvasElement' | 'step'>;

type StateStory = {
  parameters: Record<string, unknown>;
  beforeEach?: () => void;
  play: (context: PlayContext) => Promise<void>;
};

type StateOptions = RecordView & {
  /** The view's call: the one that fails once in RecoveredAfterError. */
  endpoint: EndpointDef;
  /** The empty state's title and hint, and the count it shows ("0 apostas"). */
  emptyTitle: string;
  emptyDescription: string;
  zeroCount: string;
  /** How many records the retry brings (the default period's). */
  rowsAfterRetry: () => number;
  /** The screen's level-1 heading, drawn while the list loads; none for a feature piece. */
  heading?: string;
};

/**
 * The states every records view shares, from the mock world's named scenarios: `Empty`
 * ('empty'), `Error` ('http-500'), `RecoveredAfterError` (the first answer fails, the retry
 * succeeds), `NetworkError` ('offline': "Sem conexão") and `Loading` ('timeout': placeholders,
 * the list busy).
 */
export function recordStateStories(
  view: StateOptions,
): Record<'Empty' | 'Error' | 'RecoveredAfterError' | 'NetworkError' | 'Loading', StateStory> {
  const failsOnce = failingOnce(view.endpoint);
  return {
    Empty: {
      parameters: { msw: { handlers: scenarios.empty } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(view.emptyTitle)).toBeVisible();
        await expect(canvas.getByText(view.emptyDescription)).toBeVisible();
        await expect(canvas.getByText(view.zeroCount)).toBeVisible();
        await expect(rowsOf(canvasElement, view)).toHaveLength(0);
        await repaintAll();
      },
    },
    Error: {
      parameters: { msw: { handlers: scenarios['http-500'] } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
        await expect(rowsOf(canvasElement, view)).toHaveLength(0);
        await repaintAll();
      },
    },
    NetworkError: {
      parameters: { msw: { handlers: scenarios.offline } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('Sem conexão')).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
        await expect(rowsOf(canvasElement, view)).toHaveLength(0);
        await repaintAll();
      },
    },
    RecoveredAfterError: {
      parameters: { msw: { handlers: failsOnce.handlers } },
      beforeEach: failsOnce.reset,
      play: async ({ canvasElement, step }) => {
        const canvas = within(canvasElement);
        await step('the failure state', async () => {
          await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
        });
        await step('"Tentar novamente" brings the records', async () => {
          await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
          await findRows(canvasElement, view, view.rowsAfterRetry());
          await expect(canvas.queryByText('Algo deu errado')).toBeNull();
        });
        await repaintAll();
      },
    },
    Loading: {
      parameters: { msw: { handlers: scenarios.timeout } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        // A view may be a chunk of its own, drawn once it has arrived.
        await expect(
          await canvas.findByRole('region', { name: view.region }, { timeout: 4000 }),
        ).toHaveAttribute('aria-busy', 'true');
        if (view.heading) {
          await expect(canvas.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
        }
        await expect(rowsOf(canvasElement, view)).toHaveLength(0);
        await repaintAll();
      },
    },
  };
}

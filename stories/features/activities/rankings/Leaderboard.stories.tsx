import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { ranking } from '../../../../mocks/world/rankings';
import { world } from '../../../../mocks/world/world';
import {
  Leaderboard,
  LeaderboardSkeleton,
  PrizeBands,
  type BoardUnit,
} from '../../../../src/features/activities/rankings/Leaderboard';
import { leaderboardRows } from '../../../../src/features/activities/rankings/rankingRules';
import { padded, withGamesFrame } from '../../../storyKit';

type BoardProps = {
  /** Which of the mock world's boards (spec 7: bet and invite rankings, day and week). */
  kind: BoardUnit;
  period: 'day' | 'week';
  /** Read by the demo player (their row marked) or by a visitor. */
  reader: 'player' | 'visitor';
};

/**
 * One of the mock world's leaderboards as the ranking page draws it (rankingRules.ts
 * `leaderboardRows`), with its prize bands under it. The demo player is 4th in today's bets
 * (inside the top 10), 23rd in the week's bets and 12th in the week's invites (both pinned after
 * the top), and unranked in today's invites.
 */
function Board({ kind, period, reader }: BoardProps) {
  const user = reader === 'player' ? (world.users.get(DEMO_ACCOUNT.info.userNo) ?? null) : null;
  const details = ranking(kind, period, user);
  const { rows, pinned } = leaderboardRows(details.list, details.me, details.prizes);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Leaderboard unit={kind} rows={rows} pinned={pinned} />
      <PrizeBands prizes={details.prizes} />
    </div>
  );
}

const meta = {
  component: Board,
  args: { kind: 'bet', period: 'day', reader: 'visitor' },
  decorators: [withGamesFrame, padded({ padding: 16 })],
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Classificação' });
/** The body rows as the cells' text. */
const bodyRows = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()),
    );

/** A visitor: the top 10 with what each bet and the prize of the rank; nobody marked. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = within(table(canvas)).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      '#Posição',
      'Jogador',
      'Apostas',
      'Prêmio',
    ]);
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(10);
    await expect(rows[0]?.[0]).toBe('1º');
    // Masked players (spec 5): never a whole account number.
    for (const row of rows) await expect(row[1]).toMatch(/\*\*\*/);
    await expect(canvas.queryByText('Você')).toBeNull();
    await expect(table(canvas).querySelector('[aria-current]')).toBeNull();
  },
};

/** The demo player 4th today: their own row marked "Você" and `aria-current`, in place. */
export const PlayerInTop: Story = {
  args: { reader: 'player' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = table(canvas).querySelector('[aria-current="true"]');
    await expect(mine).not.toBeNull();
    await expect(within(mine as HTMLElement).getByText('Você')).toBeVisible();
    await expect(within(mine as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('4º');
    await expect(bodyRows(canvas)).toHaveLength(10);
  },
};

/**
 * The demo player 23rd this week: after the top 10, a gap (said to screen readers) and their
 * own row, so a player always finds their place.
 */
export const PlayerOutsideTop: Story = {
  args: { reader: 'player', period: 'week' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(table(canvas)).getAllByRole('row');
    // Header, ten, the gap, the player's.
    await expect(rows).toHaveLength(13);
    await expect(rows[11]).toHaveTextContent('Posições entre o 10º lugar e a sua');
    await expect(rows[12]).toHaveAttribute('aria-current', 'true');
    await expect(rows[12]).toHaveTextContent(/^23º/);
    await expect(rows[12]).toHaveTextContent('Você');
  },
};

/** The invite board counts friends, not money; the player 12th this week. */
export const Invitees: Story = {
  args: { kind: 'invite', period: 'week', reader: 'player' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(table(canvas)).getByRole('columnheader', { name: 'Convidados' }),
    ).toBeVisible();
    const rows = bodyRows(canvas);
    await expect(rows[0]?.[2]).toMatch(/^\d+$/);
    await expect(table(canvas).querySelector('[aria-current="true"]')).toHaveTextContent(/^12º/);
  },
};

/** Not ranked today: no row marked, nothing pinned. */
export const PlayerUnranked: Story = {
  args: { kind: 'invite', period: 'day', reader: 'player' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(table(canvas).querySelector('[aria-current]')).toBeNull();
    await expect(within(table(canvas)).getAllByRole('row')).toHaveLength(11);
  },
};

/** While the board loads: the countdown, standing and table rows in their geometry, hidden. */
export const Loading: Story = {
  render: () => <LeaderboardSkeleton withCountdown />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(skeleton).not.toBeNull();
  },
};

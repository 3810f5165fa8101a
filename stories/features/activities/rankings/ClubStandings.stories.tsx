import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { ClubStandings } from '../../../../src/features/activities/rankings/ClubStandings';
import { failingOnce, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/**
 * The clubs' week on the bet ranking page (spec 7 "club list" and "clubSummary list"), read
 * from the mock world: three clubs, most bets first. Public: no login.
 */
const meta = {
  component: ClubStandings,
  decorators: [withGamesFrame, padded({ padding: 16 })],
} satisfies Meta<typeof ClubStandings>;

export default meta;
type Story = StoryObj<typeof meta>;

const patience = { timeout: 5000 };
const TITLE = 'Ranking de clubes da semana';

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas) => canvas.getByRole('region', { name: TITLE });

/** Arara, Jaguar, Tucano by the week's bets, each with its level, members, bets and prize. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: TITLE }, patience);
    const clubs = within(list).getAllByRole('listitem');
    await step('most bets first', async () => {
      await expect(clubs.map((club) => club.querySelector('p')?.textContent)).toEqual([
        'Clube Arara',
        'Clube Jaguar',
        'Clube Tucano',
      ]);
      await expect(clubs[0]).toHaveTextContent(/^1º/);
    });
    await step('what each club has', async () => {
      await expect(clubs[0]).toHaveTextContent('Diamante · 2.150 membros');
      // Big bets abbreviated with one decimal (spec 5), cut rather than rounded up: 3.870.450,25.
      await expect(clubs[0]).toHaveTextContent(/Apostas: R\$\s3,8 mi/);
      await expect(clubs[0]).toHaveTextContent(/Prêmio da semana\s*R\$\s5\.000,00/);
    });
    await expect(card(canvas)).not.toHaveAttribute('aria-busy');
  },
};

/** The reads are on their way (never answered here): three placeholder clubs, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios['rankings-hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** The server fails (HTTP 500): said in the card, with a retry (no toast). */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não foi possível carregar os clubes.', {}, patience),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(card(canvas)).not.toHaveAttribute('aria-busy');
  },
};

const clubsFailOnce = failingOnce(endpoints.clubList);

/** The club list failed once: "Tentar novamente" reads it again and the clubs show. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: clubsFailOnce.handlers } },
  beforeEach: clubsFailOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }, patience));
    const list = await canvas.findByRole('list', { name: TITLE }, patience);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.queryByText('Não foi possível carregar os clubes.')).toBeNull();
    await repaintAll();
  },
};

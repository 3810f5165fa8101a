import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { USER_BETS } from '../../../../mocks/data/bets';
import { GAMES } from '../../../../mocks/data/games';
import { BetRow } from '../../../../src/features/records/BetRow/BetRow';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { padded, withGamesFrame } from '../../../storyKit';
import { inRecordList } from '../recordRowKit';

/** The demo player's newest bet: R$ 20,00 on Foguetinho, won R$ 316,60, today 11:49. */
const won = USER_BETS[0]!;
/** The next one: R$ 10,00 on Anzol da Sorte, no win, 21/11/2026 00:31 in São Paulo (03:31 UTC). */
const lost = USER_BETS[1]!;

/** The longest game name of the catalogue, with an edition name after it: longer than a row. */
const longName = `${[...GAMES].sort((a, b) => b.gameName.length - a.gameName.length)[0]!.gameName} Edição Especial de Carnaval`;

const BRL = currencyDisplay('BRL', null);

const meta = {
  component: BetRow,
  decorators: [inRecordList('Apostas'), padded({ padding: 16 }), withGamesFrame],
  args: { bet: won, display: BRL },
} satisfies Meta<typeof BetRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Apostas' }));

/** A win: the game, São Paulo date and time, the stake, and the win said as "Prêmio +R$". */
export const Won: Story = {
  play: async ({ canvasElement }) => {
    const row = history(canvasElement).getByRole('listitem');
    await expect(row).toHaveTextContent(
      /^Foguetinho22\/11\/2026 11:49 · Aposta R\$\s20,00Prêmio \+R\$\s316,60$/,
    );
    // The word before the figure is for screen readers; the eye reads the sign and the colour.
    await expect(within(row).getByText('Prêmio')).toHaveClass('visually-hidden');
    await expect(within(row).getByText(/^\+R\$\s316,60$/)).toBeVisible();
  },
};

/** No win: "Sem prêmio" in words, no amount; the time is São Paulo's (UTC-3), not UTC. */
export const NoWin: Story = {
  args: { bet: lost },
  play: async ({ canvasElement }) => {
    const row = history(canvasElement).getByRole('listitem');
    await expect(row).toHaveTextContent(/^Anzol da Sorte21\/11\/2026 00:31 · Aposta R\$\s10,00/);
    await expect(within(row).getByText('Sem prêmio')).toBeVisible();
    await expect(row).not.toHaveTextContent('+R$');
  },
};

/** A big win: BRL with a dot for thousands and a comma for cents (spec 5). */
export const BigWin: Story = {
  args: { bet: { ...won, betAmount: 500, winAmount: 123456.78 } },
  play: async ({ canvasElement }) => {
    const row = history(canvasElement).getByRole('listitem');
    await expect(row).toHaveTextContent(/Aposta R\$\s500,00/);
    await expect(within(row).getByText(/^\+R\$\s123\.456,78$/)).toBeVisible();
  },
};

/**
 * A game name longer than the row: cut with an ellipsis on one line, the win still whole on
 * the right; the whole name stays in the text a screen reader reads.
 */
export const LongGameName: Story = {
  args: { bet: { ...won, gameName: longName } },
  play: async ({ canvasElement }) => {
    const row = history(canvasElement).getByRole('listitem');
    const title = within(row).getByText(longName);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    const win = within(row).getByText(/^\+R\$\s316,60$/);
    await expect(win.getBoundingClientRect().right).toBeLessThanOrEqual(
      row.getBoundingClientRect().right,
    );
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(
      win.getBoundingClientRect().left,
    );
  },
};

const rows = USER_BETS.slice(0, 5);

/** A few rows in the desktop frame: they keep to the 500 px column, the figures aligned. */
export const HistoryDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <>
      {rows.map((bet) => (
        <BetRow key={bet.id} {...args} bet={bet} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Apostas' });
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(rows.length);
    const rights = items.map(
      (item) => (item.lastElementChild as HTMLElement).getBoundingClientRect().right,
    );
    await expect(new Set(rights).size).toBe(1);
  },
};

/** The same rows in the light theme (the win's green at AA contrast: axe checks). */
export const HistoryLightTheme: Story = {
  globals: { theme: 'light' },
  render: HistoryDesktop.render,
  play: async ({ canvasElement }) => {
    const items = history(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.includes('Sem prêmio'))).toEqual(
      rows.map((bet) => bet.winAmount === 0),
    );
  },
};

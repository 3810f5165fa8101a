import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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
 * Types 9 "Ranking de apostas" and 15 "Ranking de convites" on their /activityDetail page
 * (spec 7 bet and invite rankings, day and week) at the stories' fixed Sunday 22/11/2026 12:00 São
 * Paulo: the day and the week both end at 00:00 (12:00:00 left). The demo player
 * (mocks/world/rankings.ts) is 4th today (inside the top 10) and 23rd this week (pinned after the
 * top); yesterday they finished 7th (R$ 50,00 waiting) and last week 9th (R$ 150,00). On invites:
 * not ranked today, 12th this week, 15th last week (R$ 20,00).
 */
const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: '/activityDetail/9?id=3009' },
  args: { type: '9' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };

/** The standings card once the period's board is in. */
async function board(canvas: Canvas) {
  const region = await canvas.findByRole('region', { name: 'Classificação' }, patience);
  await waitFor(
    () => expect(within(region).getByRole('tabpanel')).not.toHaveAttribute('aria-busy'),
    patience,
  );
  return region;
}

/** The table's body rows as "rank | player | amount | prize" text. */
const rows = (region: HTMLElement) =>
  within(within(region).getByRole('table', { name: 'Classificação' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll('td'))
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' | '),
    );

const myRow = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .find((row) => row.getAttribute('aria-current') === 'true');

const lastPrize = (canvas: Canvas, name: string) => canvas.findByRole('region', { name }, patience);

/**
 * The bet ranking of the day: "Diário" selected, 12:00:00 left (spec 5 countdown), "Você está em
 * 4º lugar.", the player's row marked "Você" in the top 10, the prizes by rank, yesterday's
 * R$ 50,00 to claim, and the clubs' week (most bets first, totals abbreviated mil/mi).
 */
export const BetDayClaimable: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await board(canvas);
    await step('the day tab, its countdown and the player standing', async () => {
      await expect(within(region).getByRole('tab', { name: 'Diário' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(within(region).getByRole('timer')).toHaveTextContent('12:00:00');
      await expect(within(region).getByText('Você está em 4º lugar.')).toBeVisible();
    });
    await step('the leaderboard: ten rows, the player 4th, no pinned row', async () => {
      const body = rows(region);
      await expect(body).toHaveLength(10);
      await expect(body[0]).toMatch(/^1º \| 55\*\*\*\d \| R\$\s[\d,]+\smil \| R\$\s500,00$/);
      await expect(myRow(region)).toHaveTextContent(/^4º55\*\*\*4 Você/);
      await expect(body[9]).toMatch(/^10º \| /);
    });
    await step('the prizes by rank', async () => {
      await expect(within(region).getByText('Prêmios por posição')).toBeVisible();
      await expect(within(region).getByText('4º a 10º')).toBeVisible();
      await expect(within(region).getByText('11º a 50º')).toBeVisible();
    });
    await step("yesterday's prize and its claim", async () => {
      const last = await lastPrize(canvas, 'Prêmio de ontem');
      await expect(within(last).getByText('Disponível')).toBeVisible();
      await expect(within(last).getByText(/Você terminou em 7º lugar\./)).toBeVisible();
      await expect(
        within(last).getByRole('button', { name: /^Resgatar R\$\s50,00$/ }),
      ).toBeEnabled();
      await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
    });
    await step("the clubs' week", async () => {
      const clubs = await canvas.findByRole('region', { name: 'Ranking de clubes da semana' });
      const list = await within(clubs).findByRole('list', {}, patience);
      const items = within(list).getAllByRole('listitem');
      await expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
        'Clube Arara',
        'Clube Jaguar',
        'Clube Tucano',
      ]);
      await expect(items[0]).toHaveTextContent(/Apostas: R\$\s3,8\smi/);
      await expect(items[0]).toHaveTextContent(/Diamante · 2\.150 membros/);
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The week: the player is 23rd, outside the top 10, so their row comes after a gap, marked
 * "Você" and kept at the screen's bottom; last week's R$ 150,00 waits.
 */
export const BetWeekPinned: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    let region = await board(canvas);
    await step('switch to the week', async () => {
      await tap(within(region).getByRole('tab', { name: 'Semanal' }));
      region = await board(canvas);
      await expect(within(region).getByRole('tab', { name: 'Semanal' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
    await step('the player pinned after the top', async () => {
      const body = await waitFor(() => {
        const found = rows(region);
        expect(found).toHaveLength(12);
        return found;
      }, patience);
      await expect(body[10]).toMatch(/Posições entre o 10º lugar e a sua$/);
      await expect(body[11]).toMatch(/^23º \| 55\*\*\*4 Você \| R\$\s20,7\smil \| R\$\s25,00$/);
      await expect(myRow(region)).toBeDefined();
      await expect(within(region).getByText('Você está em 23º lugar.')).toBeVisible();
    });
    await step("last week's prize", async () => {
      const last = await lastPrize(canvas, 'Prêmio da semana passada');
      await expect(within(last).getByText(/Você terminou em 9º lugar\./)).toBeVisible();
      await expect(
        within(last).getByRole('button', { name: /^Resgatar R\$\s150,00$/ }),
      ).toBeEnabled();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The claim: a double tap sends one claim; "Você ganhou R$ 50,00!" is said in place (a live
 * region), the card reads "Resgatado" and offers no second claim.
 */
export const Claimed: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await board(canvas);
    const last = await lastPrize(canvas, 'Prêmio de ontem');
    await step('claim (a double tap)', async () => {
      const claim = within(last).getByRole('button', { name: /^Resgatar R\$\s50,00$/ });
      await tap(claim);
      await tap(claim);
    });
    await step('the amount won, the prize claimed', async () => {
      const status = within(last).getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent(/Você ganhou R\$\s50,00!/), patience);
      await expect(status).toHaveTextContent('O valor já está no seu saldo.');
      await waitFor(() => expect(within(last).getByText('Resgatado')).toBeVisible());
      await expect(within(last).queryByRole('button')).toBeNull();
      await expect(within(last).queryByRole('alert')).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * Paid on another device just before ('ranking-claimed-elsewhere'): the refusal is said in place
 * with the server's words, and the card reads "Resgatado" with no claim left.
 */
export const Refused: Story = {
  parameters: { msw: { handlers: scenarios['ranking-claimed-elsewhere'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await board(canvas);
    const last = await lastPrize(canvas, 'Prêmio de ontem');
    await tap(within(last).getByRole('button', { name: /^Resgatar R\$\s50,00$/ }));
    const alert = await within(last).findByRole('alert', {}, patience);
    await expect(alert).toHaveTextContent('Não foi possível resgatarVocê já resgatou este prêmio.');
    await waitFor(() => expect(within(last).getByText('Resgatado')).toBeVisible(), patience);
    await expect(within(last).queryByRole('button')).toBeNull();
    await expect(within(last).queryByText(/Você ganhou/)).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * The periods have just started ('rankings-empty'): nobody on the board, the prizes by rank
 * still shown, and no previous prize waiting.
 */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios['rankings-empty'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await board(canvas);
    await expect(within(region).getByText('Ninguém pontuou ainda')).toBeVisible();
    await expect(within(region).queryByRole('table')).toBeNull();
    await expect(
      within(region).getByText('Você ainda não está no ranking deste período.'),
    ).toBeVisible();
    await expect(within(region).getByText('Prêmios por posição')).toBeVisible();
    const last = await lastPrize(canvas, 'Prêmio de ontem');
    await expect(
      within(last).getByText('Você não ficou entre os premiados do período anterior.'),
    ).toBeVisible();
    await expect(within(last).queryByRole('button')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

const rankingFailsOnce = failingOnce(endpoints.rankingDetails);

/** The ranking read fails once: the failure is said in the card with a retry that brings it. */
export const Error: Story = {
  parameters: { msw: { handlers: rankingFailsOnce.handlers } },
  beforeEach: () => {
    rankingFailsOnce.reset();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Classificação' }, patience);
    await step('the failure, in place', async () => {
      await expect(
        await within(region).findByText('Não foi possível carregar o ranking', {}, patience),
      ).toBeVisible();
    });
    await step('the retry brings the board', async () => {
      await tap(within(region).getByRole('button', { name: 'Tentar novamente' }));
      await waitFor(() => expect(rows(region)).toHaveLength(10), patience);
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The ranking and the clubs never answer ('rankings-hang'): the board's placeholder in the
 * tab panel (busy; the tabs ignore choices meanwhile) and the prize card's. The clubs' card is
 * not placed until the board has its rows (they would push it down), nor the cards below.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios['rankings-hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Classificação' }, patience);
    await expect(within(region).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Ranking de clubes da semana' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Regras' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * A visitor (spec 6): the public board with no row marked, an invitation instead of a prize;
 * "Resgatar prêmio" opens the register pop-up and sends nothing.
 */
export const Visitor: Story = {
  // After the meta's log-in: a visitor.
  beforeEach: clearSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await board(canvas);
    await expect(rows(region)).toHaveLength(10);
    await expect(myRow(region)).toBeUndefined();
    await expect(
      within(region).getByText('Entre para disputar o ranking e os prêmios.'),
    ).toBeVisible();
    const invite = await canvas.findByRole('region', { name: 'Dispute o ranking' });
    await tap(within(invite).getByRole('button', { name: 'Resgatar prêmio' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await loadLazyImages(canvasElement);
  },
};

/**
 * The invite ranking's week: "Convidados" counted as whole numbers, the player 12th pinned
 * after the top, last week's R$ 20,00 waiting; no clubs on this page.
 */
export const InviteWeek: Story = {
  parameters: { route: '/activityDetail/15?id=3015' },
  args: { type: '15' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Ranking de convites' }, patience);
    let region = await board(canvas);
    await step('today: not ranked, no prize from yesterday', async () => {
      await expect(
        within(region).getByText('Você ainda não está no ranking deste período.'),
      ).toBeVisible();
      const last = await lastPrize(canvas, 'Prêmio de ontem');
      await expect(
        within(last).getByText('Você não ficou entre os premiados do período anterior.'),
      ).toBeVisible();
    });
    await step('the week', async () => {
      await tap(within(region).getByRole('tab', { name: 'Semanal' }));
      region = await board(canvas);
      await expect(within(region).getByRole('columnheader', { name: 'Convidados' })).toBeVisible();
      await waitFor(() => expect(rows(region)).toHaveLength(12), patience);
      await expect(rows(region)[0]).toMatch(/^1º \| 55\*\*\*\d \| 55 \| R\$\s200,00$/);
      await expect(rows(region)[11]).toMatch(/^12º \| 55\*\*\*4 Você \| 13 \| R\$\s20,00$/);
      const last = await lastPrize(canvas, 'Prêmio da semana passada');
      await expect(
        within(last).getByRole('button', { name: /^Resgatar R\$\s20,00$/ }),
      ).toBeEnabled();
      await expect(
        canvas.queryByRole('region', { name: 'Ranking de clubes da semana' }),
      ).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/** The week with the pinned row and the prize in the light theme (axe AA in both themes). */
export const BetWeekPinnedLightTheme: Story = {
  ...BetWeekPinned,
  globals: { theme: 'light' },
};

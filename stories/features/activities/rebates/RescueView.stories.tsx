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
 * Types 1 "Resgate diário" and 2 "Resgate semanal" on their /activityDetail page (spec 7 daily and
 * weekly rescue bonus) at the stories' fixed Sunday 22/11/2026 12:00 São Paulo. The demo player
 * lost R$ 120,50 yesterday (5 % back: R$ 6,02) and R$ 860,00 last week, 09/11 to 15/11 (8 % back:
 * R$ 68,80); each can be taken until today ends (12:00:00 left).
 */
const DAILY = activityIdOf(1);
const WEEKLY = activityIdOf(2);

const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: `/activityDetail/1?id=${DAILY}` },
  args: { type: '1' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };

/** The rescue card once its detail is in (the placeholder before it is busy). */
async function rescue(canvas: Canvas) {
  const region = await canvas.findByRole('region', { name: 'Seu resgate' }, patience);
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'), patience);
  return region;
}

/** A figure of the card: the `<dd>` after the `<dt>` named `label`. */
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

const claimDaily = /^Resgatar R\$\s6,02$/;

/**
 * The daily rescue waits: yesterday's losses, 5 %, R$ 6,02, the time left to claim it (spec 5
 * countdown) and "Resgatar R$ 6,02"; the generic participation card is not shown.
 */
export const DailyClaimable: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await rescue(canvas);
    await step('the period, the losses, the rate and the bonus', async () => {
      await expect(within(region).getByText('Disponível')).toBeVisible();
      await expect(within(region).getByText('Período: 21/11/2026 a 21/11/2026')).toBeVisible();
      await expect(figure(region, 'Perdas de ontem')).toHaveTextContent(/^R\$\s120,50$/);
      await expect(figure(region, 'Taxa de resgate')).toHaveTextContent(/^5\s?%$/);
      await expect(figure(region, 'Bônus de resgate')).toHaveTextContent(/^R\$\s6,02$/);
    });
    await step('the time left and the claim', async () => {
      await expect(within(region).getByRole('timer')).toHaveTextContent('12:00:00');
      await expect(within(region).getByRole('button', { name: claimDaily })).toBeEnabled();
      await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The claim: however many taps, "Você recebeu R$ 6,02!" is said in place (a live region), the
 * card reads "Resgatado" and the claim button is gone.
 */
export const DailyClaimed: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await rescue(canvas);
    await step('claim (a double tap)', async () => {
      const claim = within(region).getByRole('button', { name: claimDaily });
      await tap(claim);
      await tap(claim);
    });
    await step('the amount received, the bonus claimed', async () => {
      const status = within(region).getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent(/Você recebeu R\$\s6,02!/), patience);
      await expect(status).toHaveTextContent('O valor já está no seu saldo.');
      await waitFor(() => expect(within(region).getByText('Resgatado')).toBeVisible());
      await expect(within(region).queryByRole('button')).toBeNull();
      await expect(within(region).queryByRole('timer')).toBeNull();
      await expect(within(region).queryByRole('alert')).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/** The weekly rescue: last week's losses (09/11 to 15/11), 8 %, R$ 68,80 to claim. */
export const WeeklyClaimable: Story = {
  parameters: { route: `/activityDetail/2?id=${WEEKLY}` },
  args: { type: '2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Resgate semanal' }, patience);
    const region = await rescue(canvas);
    await expect(within(region).getByText('Período: 09/11/2026 a 15/11/2026')).toBeVisible();
    await expect(figure(region, 'Perdas da semana passada')).toHaveTextContent(/^R\$\s860,00$/);
    await expect(figure(region, 'Taxa de resgate')).toHaveTextContent(/^8\s?%$/);
    await expect(
      within(region).getByRole('button', { name: /^Resgatar R\$\s68,80$/ }),
    ).toBeEnabled();
    await loadLazyImages(canvasElement);
  },
};

/** No losses yesterday ('rescue-nothing'): "Nada a resgatar", the minimum, no claim. */
export const NothingToRescue: Story = {
  parameters: { msw: { handlers: scenarios['rescue-nothing'] } },
  play: async ({ canvasElement }) => {
    const region = await rescue(within(canvasElement));
    await expect(within(region).getByText('Nada a resgatar')).toBeVisible();
    await expect(figure(region, 'Bônus de resgate')).toHaveTextContent(/^R\$\s0,00$/);
    await expect(
      within(region).getByText(
        /^Não há resgate desta vez: só perdas líquidas a partir de R\$\s10,00 no período são resgatadas\.$/,
      ),
    ).toBeVisible();
    await expect(within(region).queryByRole('button')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** The window closed at 00:00 today ('rescue-expired'): "Expirado", when, no claim. */
export const Expired: Story = {
  parameters: { msw: { handlers: scenarios['rescue-expired'] } },
  play: async ({ canvasElement }) => {
    const region = await rescue(within(canvasElement));
    await expect(within(region).getByText('Expirado')).toBeVisible();
    await expect(
      within(region).getByText(
        'O prazo para resgatar este bônus terminou em 22/11/2026 00:00. Fique de olho no próximo período.',
      ),
    ).toBeVisible();
    await expect(figure(region, 'Bônus de resgate')).toHaveTextContent(/^R\$\s6,02$/);
    await expect(within(region).queryByRole('button')).toBeNull();
    await expect(within(region).queryByRole('timer')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * Taken on another device first ('rescue-claimed-elsewhere', 3001): the server's reason in
 * place, then the card reads "Resgatado" with no claim.
 */
export const Refused: Story = {
  parameters: { msw: { handlers: scenarios['rescue-claimed-elsewhere'] } },
  play: async ({ canvasElement }) => {
    const region = await rescue(within(canvasElement));
    await tap(within(region).getByRole('button', { name: claimDaily }));
    const alert = await within(region).findByRole('alert', {}, patience);
    await expect(alert).toHaveTextContent('Não foi possível resgatar');
    await expect(alert).toHaveTextContent('Você já resgatou este prêmio.');
    await waitFor(() => expect(within(region).getByText('Resgatado')).toBeVisible(), patience);
    await expect(within(region).queryByRole('button')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * The rescue never answers ('rebates-hang'): the page is there, the card holds its place; the
 * rules are not placed below it until it has settled.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios['rebates-hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Seu resgate' }, patience);
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('button')).toBeNull();
    // The cards below the view wait for it to settle: its growth never pushes them.
    await expect(canvas.queryByRole('region', { name: 'Regras' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

const failsOnce = failingOnce(endpoints.rescueBonusDetail);

/** The rescue fails (HTTP 500): "Algo deu errado" inside the card, with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Seu resgate' }, patience);
    await expect(await within(region).findByText('Algo deu errado', {}, patience)).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await loadLazyImages(canvasElement);
  },
};

/** The first read fails; "Tentar novamente" brings the bonus and its claim. */
export const ErrorRetried: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Seu resgate' }, patience);
    await tap(await within(region).findByRole('button', { name: 'Tentar novamente' }, patience));
    await expect(
      await within(region).findByRole('button', { name: claimDaily }, patience),
    ).toBeEnabled();
    await expect(within(region).queryByText('Algo deu errado')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * A visitor (spec 6: the page is public, the rescue is for players): what it does, and the
 * claim opens the register pop-up; nothing is sent.
 */
export const Visitor: Story = {
  // After the meta's login: this story's reader is a visitor.
  beforeEach: () => clearSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Resgate diário' }, patience);
    const invite = await canvas.findByRole(
      'region',
      { name: 'Recupere parte das perdas' },
      patience,
    );
    await expect(canvas.queryByRole('region', { name: 'Seu resgate' })).toBeNull();
    await tap(within(invite).getByRole('button', { name: 'Cadastre-se para resgatar' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await loadLazyImages(canvasElement);
  },
};

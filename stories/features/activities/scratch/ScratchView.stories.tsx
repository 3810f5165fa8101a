import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  tap,
  withGamesFrame,
} from '../../../storyKit';

/*
 * The scratch card's own view (activity type 14, features/activities/scratch) inside its page,
 * /activityDetail/14?id=3014, at the stories' fixed 22/11/2026 12:00 São Paulo (the pool stands
 * still: the clock is pinned). The demo player holds three hidden cards worth R$ 2,50, R$ 4,00
 * and R$ 6,00 (mocks/data/activities.ts SCRATCH_CARDS); combining pays 20 % more.
 */
const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: '/activityDetail/14?id=3014' },
  args: { type: '14' },
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const brl = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s').replace('.', '\\.'));

/** The view's card, once its cards are read. */
async function findView(canvas: Canvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Raspadinha premiada' }),
  ).toBeVisible();
  const view = await canvas.findByRole('region', { name: 'Suas raspadinhas' });
  await waitFor(() => expect(view).not.toHaveAttribute('aria-busy'));
  return within(view);
}

/** The card tiles of the view, by their titles ("Raspadinha 1" ...). */
const tile = (view: ReturnType<typeof within>, name: string) =>
  within(view.getByRole('listitem', { name }));

/**
 * The demo player's three hidden cards: the pool (the same rising figure as the home banner),
 * a "Raspar" button per card, the combine offer (+20 %); nothing to withdraw yet, and the
 * generic "Sua participação" card is replaced by the view.
 */
export const Ready: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const view = await findView(canvas);
    await step('the pool and the cards', async () => {
      await expect(view.getByText(brl('R$ 18.452,37'))).toBeVisible();
      const list = view.getByRole('list', { name: 'Raspadinhas' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      for (const name of ['Raspadinha 1', 'Raspadinha 2', 'Raspadinha 3']) {
        await expect(tile(view, name).getByRole('button', { name: 'Raspar' })).toBeEnabled();
        await expect(tile(view, name).getByText('Prêmio escondido')).toBeInTheDocument();
      }
    });
    await step('combine offered, nothing to withdraw, no generic claim card', async () => {
      await expect(view.getByText(/ganhe 20\s?% a mais no prêmio/)).toBeVisible();
      await expect(view.getByRole('button', { name: 'Juntar 3 raspadinhas' })).toBeEnabled();
      await expect(view.queryByRole('button', { name: /^Sacar/ })).toBeNull();
      await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
      // No generic reward table: the cards' own prizes are the rules (seed coherence).
      await expect(canvas.queryByRole('table', { name: 'Tabela de prêmios' })).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * In progress, prize waiting: card 2 scratched with "Raspar" (the keyboard and screen-reader
 * way): "Você raspou R$ 4,00!" is read out, the card shows its prize, and "Sacar R$ 4,00 para a
 * carteira" appears; the other two cards can still be scratched or combined.
 */
export const Claimable: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const view = await findView(canvas);
    await step('scratch card 2', async () => {
      await tap(tile(view, 'Raspadinha 2').getByRole('button', { name: 'Raspar' }));
      await expect(await view.findByText(brl('Você raspou R$ 4,00!'))).toBeVisible();
    });
    await step('its prize, and the withdraw', async () => {
      const card = tile(view, 'Raspadinha 2');
      await expect(card.getByText(brl('R$ 4,00'))).toBeVisible();
      await expect(card.getByText('Raspada')).toBeVisible();
      await expect(card.queryByRole('button')).toBeNull();
      await expect(
        view.getByRole('button', { name: brl('Sacar R$ 4,00 para a carteira') }),
      ).toBeEnabled();
      await expect(view.getByText('Prêmio para sacar')).toBeVisible();
      await expect(view.getByRole('button', { name: 'Juntar 2 raspadinhas' })).toBeEnabled();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * Claimed: card 3 scratched and its R$ 6,00 withdrawn (one tap, then more taps change nothing):
 * "R$ 6,00 foram para a sua carteira!", the card leaves the list and the total withdrawn shows.
 */
export const Claimed: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const view = await findView(canvas);
    await tap(tile(view, 'Raspadinha 3').getByRole('button', { name: 'Raspar' }));
    await step('withdraw, tapped twice', async () => {
      const withdraw = await view.findByRole('button', {
        name: brl('Sacar R$ 6,00 para a carteira'),
      });
      await tap(withdraw);
      await tap(withdraw);
      await expect(await view.findByText(brl('R$ 6,00 foram para a sua carteira!'))).toBeVisible();
    });
    await step('the card is gone, the total withdrawn shows', async () => {
      await waitFor(() => expect(view.getAllByRole('listitem')).toHaveLength(2));
      await expect(view.getByText(brl('Já sacado desta raspadinha: R$ 6,00'))).toBeVisible();
      await expect(view.queryByRole('button', { name: /^Sacar/ })).toBeNull();
      await expect(view.queryByRole('alert')).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/** The three hidden cards combined: one "Raspadinha combinada" marked +20 %, ready to scratch. */
export const Combined: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = await findView(canvas);
    await tap(view.getByRole('button', { name: 'Juntar 3 raspadinhas' }));
    await expect(
      await view.findByText('Pronto: suas raspadinhas viraram uma só, com prêmio maior.'),
    ).toBeVisible();
    await expect(view.getAllByRole('listitem')).toHaveLength(1);
    const card = tile(view, 'Raspadinha combinada');
    await tap(card.getByRole('button', { name: 'Raspar' }));
    // (2,50 + 4,00 + 6,00) x 1,2
    await expect(await view.findByText(brl('Você raspou R$ 15,00!'))).toBeVisible();
    await expect(card.getByText(/\+20\s?%/)).toBeVisible();
    await expect(view.queryByRole('button', { name: /^Juntar/ })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * Refused: the prize was withdrawn on another device just before ('scratch-withdrawn-elsewhere'):
 * "Não foi possível sacar" and the server's reason are said in place; the cards are read again
 * and nothing is left to withdraw.
 */
export const Refused: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['scratch-withdrawn-elsewhere'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = await findView(canvas);
    await tap(tile(view, 'Raspadinha 1').getByRole('button', { name: 'Raspar' }));
    await tap(await view.findByRole('button', { name: brl('Sacar R$ 2,50 para a carteira') }));
    const alert = await view.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível sacar');
    await expect(alert).toHaveTextContent('Não há prêmio disponível para resgatar agora.');
    await waitFor(() => expect(view.queryByRole('button', { name: /^Sacar/ })).toBeNull());
    await loadLazyImages(canvasElement);
  },
};

/** Every card scratched and withdrawn ('scratch-no-cards'): "Nenhuma raspadinha agora". */
export const Empty: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['scratch-no-cards'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = await findView(canvas);
    await expect(view.getByText('Nenhuma raspadinha agora')).toBeVisible();
    await expect(
      view.getByText('Novas raspadinhas chegam com seus depósitos e apostas no período.'),
    ).toBeVisible();
    await expect(view.queryByRole('list')).toBeNull();
    await expect(view.queryByRole('button')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * Expired: the same page on 02/01/2027, after the period (31/12/2026): "Encerrada", no scratch,
 * no combine; the cards stay in sight.
 */
export const Expired: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { clock: Date.UTC(2027, 0, 2, 15) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = await findView(canvas);
    await expect(view.getByText('Encerrada', { selector: 'span' })).toBeVisible();
    await expect(
      view.getByText(
        'O período terminou em 31/12/2026. Os prêmios já raspados ainda podem ser sacados.',
      ),
    ).toBeVisible();
    await expect(view.getAllByRole('listitem')).toHaveLength(3);
    await expect(view.queryByRole('button', { name: 'Raspar' })).toBeNull();
    await expect(view.queryByRole('button', { name: /^Juntar/ })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * A visitor (spec 6): the pool and an invitation; "Cadastre-se para raspar" opens the register
 * pop-up and nothing is sent.
 */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = await findView(canvas);
    await expect(view.getByText(brl('R$ 18.452,37'))).toBeVisible();
    await expect(view.queryByRole('list')).toBeNull();
    await tap(view.getByRole('button', { name: 'Cadastre-se para raspar' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await loadLazyImages(canvasElement);
  },
};

/**
 * The cards never answer ('scratch-cards-hang'): the view keeps the cards' places, busy; the
 * rules are not placed below it until it has settled.
 */
export const Loading: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['scratch-cards-hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = await canvas.findByRole('region', { name: 'Suas raspadinhas' });
    await expect(view).toHaveAttribute('aria-busy', 'true');
    await expect(within(view).queryByRole('button')).toBeNull();
    // The cards below the view wait for it to settle: its growth never pushes them.
    await expect(canvas.queryByRole('region', { name: 'Regras' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

const failsOnce = failingOnce(endpoints.scratchCardDetails);

/** The cards fail to load once: the reason and "Tentar novamente", which brings the cards. */
export const Error: Story = {
  beforeEach: () => {
    failsOnce.reset();
    logInDemoPlayer();
  },
  parameters: { msw: { handlers: failsOnce.handlers } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const view = within(await canvas.findByRole('region', { name: 'Suas raspadinhas' }));
    await step('the error, said in place', async () => {
      await expect(
        await view.findByText('Não foi possível carregar suas raspadinhas.'),
      ).toBeVisible();
      await expect(view.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    });
    await step('the retry brings the cards', async () => {
      await tap(view.getByRole('button', { name: 'Tentar novamente' }));
      await expect(await view.findByRole('list', { name: 'Raspadinhas' })).toBeVisible();
    });
    await loadLazyImages(canvasElement);
  },
};

/** A prize waiting, in the light theme (axe AA in both themes). */
export const LightTheme: Story = {
  ...Claimable,
  globals: { theme: 'light' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { VipRule } from '../../../src/screens/VipRule/VipRule';
import { clearSession } from '../../../src/state/session';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: VipRule,
  decorators: [withGamesFrame],
  parameters: { route: '/viprule' },
  // Spec 2: /viprule is public; most stories are the demo player's (VIP 3), one a visitor's.
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof VipRule>;

export default meta;
type Story = StoryObj<typeof meta>;

const patience = { timeout: 5000 };

/** The carousel once its levels are in (the placeholder before it has the same name, busy). */
const carousel = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Níveis do clube', busy: false }, patience);

/** The polite line under the cards: which level is shown. */
const position = (region: HTMLElement) => within(region).getByText(/ · \d+ de \d+$/);

/** The card in view: the one slide not inert (the others are out of reach, APG carousel). */
const shownSlide = (region: HTMLElement) => {
  const live = within(region)
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'));
  expect(live).toHaveLength(1);
  return live[0] as HTMLElement;
};

async function expectShown(region: HTMLElement, name: string, index: number, total = 11) {
  await waitFor(() => expect(position(region)).toHaveTextContent(`${name} · ${index} de ${total}`));
  await expect(shownSlide(region)).toHaveAccessibleName(new RegExp(`^${name}, `));
}

/**
 * The demo player (VIP 3): their level and both conditions of VIP 4 with what is missing, the
 * carousel open on their own card, and how the club works.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the standing: VIP 3 on the way to VIP 4', async () => {
      const standing = await canvas.findByRole('region', { name: 'Seu nível' });
      await waitFor(() => expect(standing).not.toHaveAttribute('aria-busy'));
      await expect(within(standing).getByText('VIP 3')).toBeVisible();
      await expect(within(standing).getByText('Próximo nível: VIP 4')).toBeVisible();
      const bet = within(standing).getByRole('progressbar', { name: 'Apostas para o VIP 4' });
      await expect(bet).toHaveAttribute('aria-valuenow', '54');
      await expect(bet).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/^R\$\s27\.450,80 de R\$\s50\.000,00 \(54\s?%\)$/),
      );
      const deposit = within(standing).getByRole('progressbar', {
        name: 'Depósitos para o VIP 4',
      });
      await expect(deposit).toHaveAttribute('aria-valuenow', '64');
      await expect(
        within(standing).getByText(
          /^Faltam R\$\s22\.549,20 em apostas e R\$\s1\.800,00 em depósitos para o VIP 4\.$/,
        ),
      ).toBeVisible();
    });
    await step('the carousel opens on the player’s own card', async () => {
      const region = await carousel(canvasElement);
      await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
      await expectShown(region, 'VIP 3', 4);
      const slide = shownSlide(region);
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slide).toHaveAccessibleName('VIP 3, seu nível, 4 de 11');
      await expect(within(slide).getByText('Seu nível')).toBeVisible();
      await expect(within(slide).getByText('0,4%')).toBeVisible();
      await expect(within(slide).getByText(/^R\$\s20\.000,00$/)).toBeVisible();
      await expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(11);
      await expect(
        within(region).getByRole('link', { name: 'Ver benefícios do VIP 3' }),
      ).toHaveAttribute('href', '/viprule/level?level=3');
    });
    await step('how the club works', async () => {
      const rules = canvas.getByRole('region', { name: 'Como funciona' });
      await expect(within(rules).getAllByRole('listitem')).toHaveLength(4);
    });
    await repaintAll();
  },
};

/**
 * "Próximo nível" and "Nível anterior": the card in view changes, the line under it says which,
 * the benefits link follows, and a level below the player's own is marked reached.
 */
export const SwipedWithButtons: Story = {
  play: async ({ canvasElement, step }) => {
    const region = await carousel(canvasElement);
    await expectShown(region, 'VIP 3', 4);
    const next = within(region).getByRole('button', { name: 'Próximo nível' });
    const prev = within(region).getByRole('button', { name: 'Nível anterior' });
    await step('next: VIP 4, the level the player is working towards', async () => {
      await tap(next);
      await expectShown(region, 'VIP 4', 5);
      await expect(within(shownSlide(region)).queryByText('Seu nível')).toBeNull();
      await expect(
        within(region).getByRole('link', { name: 'Ver benefícios do VIP 4' }),
      ).toHaveAttribute('href', '/viprule/level?level=4');
    });
    await step('back twice: VIP 2, already reached', async () => {
      await tap(prev);
      await expectShown(region, 'VIP 3', 4);
      await tap(prev);
      await expectShown(region, 'VIP 2', 3);
      await expect(within(shownSlide(region)).getByText('Alcançado')).toBeVisible();
    });
    await expect(position(region)).toHaveAttribute('aria-live', 'polite');
    await repaintAll();
  },
};

/**
 * The keyboard: the arrows move a card, End and Home jump to the last and first; at either end
 * the button stays focused and says it cannot go further (aria-disabled, never disabled).
 */
export const KeyboardToTheEnds: Story = {
  play: async ({ canvasElement, step }) => {
    const region = await carousel(canvasElement);
    await expectShown(region, 'VIP 3', 4);
    const next = within(region).getByRole('button', { name: 'Próximo nível' });
    const prev = within(region).getByRole('button', { name: 'Nível anterior' });
    await step('the arrow keys', async () => {
      next.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expectShown(region, 'VIP 4', 5);
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expectShown(region, 'VIP 2', 3);
    });
    await step('End: the top level; "Próximo nível" keeps focus and is inactive', async () => {
      await userEvent.keyboard('{End}');
      await expectShown(region, 'VIP 10', 11);
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Enter}');
      await expectShown(region, 'VIP 10', 11);
      await expect(next).toHaveFocus();
    });
    await step('Home: the first level; "Nível anterior" is inactive', async () => {
      await userEvent.keyboard('{Home}');
      await expectShown(region, 'VIP 0', 1);
      await expect(prev).toHaveAttribute('aria-disabled', 'true');
      await expect(next).not.toHaveAttribute('aria-disabled');
    });
    next.blur();
    await repaintAll();
  },
};

/**
 * A visitor (spec 2: public page): asked to log in for their own level; the public levels
 * (vipLevel, 10 a page) from the first, the 11th fetched as the carousel nears the end.
 */
export const Visitor: Story = {
  // After the meta's login: this story's player is a visitor.
  beforeEach: () => clearSession(),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the invitation to log in', async () => {
      const prompt = canvas.getByRole('region', { name: 'Descubra o seu nível' });
      await expect(
        within(prompt).getByText(
          'Entre na sua conta para ver o seu nível VIP e quanto falta para o próximo.',
        ),
      ).toBeVisible();
      await tap(within(prompt).getByRole('button', { name: 'Entrar' }));
      await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
        '{"name":"auth","props":{"mode":"login"}}',
      );
    });
    await step('the levels from the first, 11 in all', async () => {
      const region = await carousel(canvasElement);
      await expectShown(region, 'VIP 0', 1);
      await expect(within(shownSlide(region)).queryByText('Seu nível')).toBeNull();
    });
    await step('near the end, the second page brings VIP 10', async () => {
      const region = await carousel(canvasElement);
      const next = within(region).getByRole('button', { name: 'Próximo nível' });
      next.focus();
      await userEvent.keyboard('{End}');
      await expectShown(region, 'VIP 9', 10);
      await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'), patience);
      await userEvent.keyboard('{ArrowRight}');
      await expectShown(region, 'VIP 10', 11);
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      next.blur();
    });
    await repaintAll();
  },
};

/** The player at the top level ('vip-top'): nothing left to reach. */
export const TopLevel: Story = {
  parameters: { msw: { handlers: scenarios['vip-top'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standing = await canvas.findByRole('region', { name: 'Seu nível' });
    await waitFor(() =>
      expect(
        within(standing).getByText('Você está no nível mais alto do clube. Parabéns!'),
      ).toBeVisible(),
    );
    await expect(within(standing).getByText('VIP 10')).toBeVisible();
    await expect(within(standing).queryByRole('progressbar')).toBeNull();
    const region = await carousel(canvasElement);
    await expectShown(region, 'VIP 10', 11);
    await expect(shownSlide(region)).toHaveAccessibleName('VIP 10, seu nível, 11 de 11');
    await repaintAll();
  },
};

/** The club has no levels ('empty'): said once, no standing and no carousel. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('O clube VIP ainda não tem níveis')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Seu nível' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Níveis do clube' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Como funciona' })).toBeVisible();
    await repaintAll();
  },
};

/** The levels fail (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Seu nível' })).toBeNull();
    await repaintAll();
  },
};

const failsOnce = failingOnce(endpoints.memberLevelPage);

/** The first answer fails, the retry succeeds: the standing and the cards replace the failure. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expectShown(await carousel(canvasElement), 'VIP 3', 4);
    await expect(canvas.getByRole('region', { name: 'Seu nível' })).toHaveTextContent('VIP 3');
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await repaintAll();
  },
};

/** The levels never answer: the standing and the carousel hold their places, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clube VIP' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Seu nível' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'Níveis do clube' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('group')).toBeNull();
    await repaintAll();
  },
};

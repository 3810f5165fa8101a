import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { VipLevel } from '../../../src/screens/VipLevel/VipLevel';
import { clearSession } from '../../../src/state/session';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: VipLevel,
  decorators: [withGamesFrame],
  parameters: { route: '/viprule/level?level=4' },
  // Spec 2: public; most stories are the demo player's (VIP 3), one a visitor's.
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof VipLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

const patience = { timeout: 5000 };

const title = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, patience);

/** The benefit rows as "term value" pairs. */
function benefits(canvasElement: HTMLElement): string[] {
  const region = within(canvasElement).getByRole('region', { name: 'Benefícios' });
  return within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`);
}

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/**
 * VIP 4, the level the demo player (VIP 3) works towards: its card, how far they are from it
 * (both conditions), every benefit, and the levels on either side.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 'VIP 4');
    await step('the card: its conditions', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'VIP 4' })).toBeVisible();
      await expect(canvas.getByText(/^R\$\s50\.000,00$/)).toBeVisible();
    });
    await step('the player’s progress towards it', async () => {
      const progress = canvas.getByRole('region', { name: 'Seu progresso até o VIP 4' });
      await expect(
        within(progress).getByRole('progressbar', { name: 'Apostas para o VIP 4' }),
      ).toHaveAttribute('aria-valuenow', '54');
      await expect(
        within(progress).getByText(
          /^Faltam R\$\s22\.549,20 em apostas e R\$\s1\.800,00 em depósitos para o VIP 4\.$/,
        ),
      ).toBeVisible();
    });
    await step('every benefit of the level', async () => {
      await expect(benefits(canvasElement)).toEqual([
        'Cashback 0,5%',
        'Bônus de promoção R$\u00a0128,00',
        'Bônus semanal R$\u00a080,00',
        'Bônus mensal R$\u00a0320,00',
        'Limite diário de saque R$\u00a025.000,00',
      ]);
    });
    await step('the levels on either side, and the club', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Outros níveis' });
      await expect(within(nav).getByRole('link', { name: 'Anterior: VIP 3' })).toHaveAttribute(
        'href',
        '/viprule/level?level=3',
      );
      await expect(within(nav).getByRole('link', { name: 'Próximo: VIP 5' })).toHaveAttribute(
        'href',
        '/viprule/level?level=5',
      );
      await expect(canvas.getByRole('link', { name: 'Ver todos os níveis' })).toHaveAttribute(
        'href',
        '/viprule',
      );
    });
    await repaintAll();
  },
};

/** Without ?level=: the player's own level, said so. */
export const OwnLevel: Story = {
  parameters: { route: '/viprule/level' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 'VIP 3');
    await expect(canvas.getByText('Este é o seu nível.')).toBeVisible();
    await expect(canvas.getByText('Seu nível')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await repaintAll();
  },
};

/** A level below the player's: passed, marked reached; "Próximo" moves along in place. */
export const PassedLevel: Story = {
  parameters: { route: '/viprule/level?level=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 'VIP 1');
    await expect(canvas.getByText('Você já passou por este nível.')).toBeVisible();
    await expect(canvas.getByText('Alcançado')).toBeVisible();
    await tap(canvas.getByRole('link', { name: 'Próximo: VIP 2' }));
    await title(canvasElement, 'VIP 2');
    await expect(location(canvasElement)).toHaveTextContent('/viprule/level?level=2');
    await repaintAll();
  },
};

/**
 * A visitor asking for VIP 10, on the public table's second page: it is looked for, shown with
 * its benefits, and the visitor is asked to log in for their own progress.
 */
export const Visitor: Story = {
  parameters: { route: '/viprule/level?level=10' },
  beforeEach: () => clearSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 'VIP 10');
    await expect(benefits(canvasElement)[0]).toBe('Cashback 1,5%');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Descubra o seu nível' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Anterior: VIP 9' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Próximo:/ })).toBeNull();
    await repaintAll();
  },
};

/** A level the club does not have: said so, with the way to the list. */
export const NotFound: Story = {
  parameters: { route: '/viprule/level?level=42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nível não encontrado', undefined, patience),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nível VIP' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todos os níveis' })).toHaveAttribute(
      'href',
      '/viprule',
    );
    await repaintAll();
  },
};

/** The club has no levels ('empty'). */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('O clube VIP ainda não tem níveis')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nível VIP' })).toBeVisible();
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
    await repaintAll();
  },
};

const failsOnce = failingOnce(endpoints.memberLevelPage);

/** The first answer fails, the retry succeeds. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await title(canvasElement, 'VIP 4');
    await waitFor(() => expect(canvas.queryByText('Algo deu errado')).toBeNull());
    await repaintAll();
  },
};

/** The levels never answer: placeholders under a busy title. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Nível VIP' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('aria-busy', 'true');
    await repaintAll();
  },
};

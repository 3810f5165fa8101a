import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { RechargeRule } from '../../../src/screens/RechargeRule/RechargeRule';
import { clearSession } from '../../../src/state/session';
import { failingOnce, logInDemoPlayer, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: RechargeRule,
  decorators: [withGamesFrame],
  parameters: { route: '/rechargeRule' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof RechargeRule>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Bônus de depósito' }));

/** Waits for the rules and returns the page region. */
async function findRules(canvasElement: HTMLElement) {
  const view = page(canvasElement);
  await view.findByRole('heading', { level: 2, name: 'Regras' }, { timeout: 4000 });
  return view;
}

/**
 * The type 6 activity: its title, validity in dd/mm/aaaa, the bonus table (top-up promotion
 * tiers) and the operator's rules as plain text, then "Depositar agora".
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const view = await findRules(canvasElement);
    await step('title and validity', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Bônus de depósito' }),
      ).toBeVisible();
      await expect(view.getByText('Válido de 01/11/2026 a 31/12/2026')).toBeVisible();
    });
    await step('the bonus table, one row per tier', async () => {
      const table = view.getByRole('table', { name: 'Tabela de bônus' });
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(4);
      await expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Depósito a partir de', 'Bônus', 'Bônus máximo']);
      await expect(rows[1]).toHaveTextContent(/^R\$\s50,0010%R\$\s50,00$/);
      await expect(rows[3]).toHaveTextContent(/^R\$\s1\.000,0020%R\$\s500,00$/);
    });
    await step('the rules are text, never the server markup', async () => {
      // The same minimum and tiers as the table above (the seed writes them from one source).
      await expect(
        view.getByText(
          /^Cada depósito a partir de R\$\s50,00 recebe o bônus da maior faixa que alcançar: a partir de R\$\s50,00, 10%/,
        ),
      ).toBeVisible();
      // The rules' own <h2> (the activity's name again) is not shown twice or as markup.
      await expect(view.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Tabela de bônus',
        'Regras',
      ]);
      await expect(view.queryByText(/<\/?p>|<h2>/)).toBeNull();
    });
    await step('the way to deposit', async () => {
      await expect(view.getByRole('link', { name: 'Depositar agora' })).toHaveAttribute(
        'href',
        '/deposit',
      );
    });
  },
};

/** Spec 2 does not mark /rechargeRule login-only: a visitor reads the same rules. */
export const Visitor: Story = {
  beforeEach: clearSession,
  play: async ({ canvasElement }) => {
    const view = await findRules(canvasElement);
    await expect(view.getByRole('table', { name: 'Tabela de bônus' })).toBeVisible();
  },
};

/** No type 6 activity (the 'empty' scenario empties the activity list): unavailable. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Promoção indisponível')).toBeVisible();
    await expect(canvas.getByText('O bônus de depósito não está ativo no momento.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Depositar agora' })).toBeNull();
  },
};

/** Every call fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bônus de depósito' }),
    ).toBeVisible();
  },
};

const detailFailsOnce = failingOnce(endpoints.activityDetail);

/** The rules' call fails once; "Tentar novamente" brings the page. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: detailFailsOnce.handlers } },
  beforeEach: () => {
    logInDemoPlayer();
    detailFailsOnce.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await findRules(canvasElement);
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
  },
};

/** The calls never answer: the page's shape as placeholders, busy, the title loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Bônus de depósito' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName('Carregando…');
  },
};

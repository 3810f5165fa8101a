import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { activityIdOf } from '../../../../mocks/data/activities';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import { failingOnce, logInDemoPlayer, tap, withGamesFrame } from '../../../storyKit';

/*
 * Type 13 "Bônus no 2º depósito" as a top-up promotion (CHOICE TopUpPromotionQuery): from R$ 10,00
 * on the second deposit, 50 % up to R$ 200,00, valid until 31/12/2026. The page's generic "Sua
 * participação" card stays under the view.
 */
const ID = activityIdOf(13);

const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: `/activityDetail/13?id=${ID}` },
  args: { type: '13' },
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const view = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Como participar' }, { timeout: 5000 });

async function expectTiers(region: HTMLElement) {
  const table = await within(region).findByRole('table', { name: 'Bônus por depósito' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' | '),
    );
  await expect(rows).toHaveLength(2);
  await expect(rows[1]).toMatch(/^R\$\s10,00 \| 50\s?% \| R\$\s200,00$/);
}

/** The demo player: the steps, the tier, the validity and "Depositar" to /deposit. */
export const Populated: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expectTiers(region);
    const steps = within(region).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[1]).toHaveTextContent(/^No 2º depósito, deposite a partir de R\$\s10,00\.$/);
    await expect(within(region).getByText('Válido até 31/12/2026')).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Depositar' })).toHaveAttribute(
      'href',
      '/deposit',
    );
    // Not joined yet: the tiers say what to do, no generic card contradicts them.
    await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
  },
};

/** A visitor reads it all; "Depositar" opens the login pop-up (spec 6). */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expectTiers(region);
    await expect(within(region).getByRole('button', { name: 'Depositar' })).toBeEnabled();
  },
};

const fails = failingOnce(endpoints.topUpPromotionDetail);

/** The tiers fail once (HTTP 500): said in place; "Tentar novamente" brings them. */
export const Error: Story = {
  parameters: { msw: { handlers: fails.handlers } },
  beforeEach: () => {
    logInDemoPlayer();
    fails.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(
      await within(region).findByText('Não foi possível carregar a promoção.'),
    ).toBeVisible();
    await tap(within(region).getByRole('button', { name: 'Tentar novamente' }));
    await expectTiers(region);
  },
};

/** Nothing answers ('timeout'): the page's placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Carregando…' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

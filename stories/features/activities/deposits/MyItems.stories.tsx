import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { MyItems } from '../../../../src/features/activities/deposits/MyItems';
import { failingOnce, logInDemoPlayer, padded, tap } from '../../../storyKit';

/*
 * "Meus itens" of /welfareCenter (spec 7 activity props, spec 9 pageSize 999): the demo player (VIP
 * 3) holds 3 free spins, a 10 % deposit coupon and 2 scratch tickets.
 */
const meta = {
  component: MyItems,
  decorators: [padded({ padding: 16 })],
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof MyItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items held, how many and when they expire (dd/mm/aaaa). */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Meus itens' });
    const items = await within(region).findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/^Giro grátisVence em 25\/11\/20263×$/);
    await expect(items[2]).toHaveTextContent(/^Ticket da raspadinhaVence em 22\/11\/20262×$/);
  },
};

const fails = failingOnce(endpoints.activityProps);

/** The items fail once (HTTP 500): said in place; "Tentar novamente" brings them. */
export const Error: Story = {
  parameters: { msw: { handlers: fails.handlers } },
  beforeEach: () => {
    logInDemoPlayer();
    fails.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar seus itens.')).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3);
  },
};

/** The player holds nothing ('empty' scenario): one line says so, and no list. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você ainda não tem itens de promoções.')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** Nothing answers ('timeout'): three placeholder rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Meus itens' })).toBeVisible());
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { GetMore } from '../../../../src/features/home/GetMore/GetMore';
import { withLocationProbe } from '../homeSectionKit';
import { endpoints } from '../../../../src/api/allEndpoints';
import { failingOnce, repaintAll, tap } from '../../../storyKit';

const meta = {
  component: GetMore,
  decorators: [withLocationProbe],
} satisfies Meta<typeof GetMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Ver mais jogos" goes to the first provider's game list (spec 2 home item 9). */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Ver mais jogos' });
    await expect(link).toHaveAttribute('href', '/gameList?vendorId=201&name=Aurora+Gaming');
    await expect(link.getBoundingClientRect().height).toBe(44);
    await userEvent.click(link);
    await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
      '/gameList?vendorId=201&name=Aurora+Gaming',
    );
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The provider call never answers: a button-sized placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** No provider: nowhere to go, so no button. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull());
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The provider call fails: a retry in the button's slot. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os provedores.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

const vendorFrontOnce = failingOnce(endpoints.vendorFront);

/** The first provider call failed; "Tentar novamente" brings the link back. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: vendorFrontOnce.handlers } },
  beforeEach: () => vendorFrontOnce.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('link', { name: 'Ver mais jogos' })).toBeVisible();
    // The retry button's partial repaint can leave the link's corners a shade off: redraw all.
    await repaintAll();
  },
};

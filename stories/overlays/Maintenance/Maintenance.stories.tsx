import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PLATFORM_CONFIG_MAINTENANCE } from '../../../mocks/data/content';
import { scenarios } from '../../../mocks/scenarios';
import { Maintenance } from '../../../src/overlays/Maintenance/Maintenance';
import {
  platformState,
  reloadPlatformConfig,
  setPlatformStatus,
} from '../../../src/state/platform';
import { withAppPage } from '../overlayPage';

const meta = {
  component: Maintenance,
  decorators: [withAppPage],
  // The platform config as the app loads it at start, from a world in maintenance.
  parameters: { msw: { handlers: scenarios.maintenance } },
  beforeEach: async () => {
    await reloadPlatformConfig();
  },
} satisfies Meta<typeof Maintenance>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const page = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('dialog', { name: 'Estamos em manutenção' });

/** Maintenance from 10:00 to 14:00 São Paulo time; it is 12:00, so two hours to go. */
export const Scheduled: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await page(canvasElement);
    await step('the window in São Paulo time and the time left', async () => {
      await expect(
        within(dialog).getByText('De 22/11/2026 10:00 até 22/11/2026 14:00'),
      ).toBeVisible();
      await expect(within(dialog).getByText('Horário de Brasília')).toBeVisible();
      await expect(within(dialog).getByRole('timer')).toHaveAccessibleName(
        'Tempo restante: 02:00:00',
      );
    });
    await step('nothing closes it: Esc does nothing', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(dialog).toBeVisible();
    });
    await step('"Tentar novamente" reloads the config: still in maintenance', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
      await expect(
        await within(dialog).findByText('A plataforma continua em manutenção.'),
      ).toBeVisible();
    });
  },
};

/**
 * The platform reopens while the page is up (spec 4: the socket's maintenance message sets the
 * platform status): the page goes away by itself and the app is usable again.
 */
export const Live: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await page(canvasElement);
    await step('the page covers the app', async () => {
      await expect(dialog).toBeVisible();
    });
    await step('the status turns open: the page disappears', async () => {
      setPlatformStatus(1);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(body(canvasElement).getByRole('main')).not.toHaveAttribute('inert');
    });
  },
};

/** In maintenance with no window configured: no times, no countdown. */
export const NoWindow: Story = {
  beforeEach: () => {
    platformState.config = {
      ...PLATFORM_CONFIG_MAINTENANCE,
      platformStartMaintenanceTime: null,
      platformEndMaintenanceTime: null,
    };
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement);
    await expect(within(dialog).getByText('Ainda sem previsão de retorno.')).toBeVisible();
    await expect(within(dialog).queryByRole('timer')).toBeNull();
    await expect(within(dialog).queryByText('Horário de Brasília')).toBeNull();
  },
};

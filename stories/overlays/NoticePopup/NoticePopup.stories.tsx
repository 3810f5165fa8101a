import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_PUSH_BANNERS } from '../../../mocks/data/content';
import { ok, on } from '../../../mocks/handlers/respond';
import { endpoints } from '../../../src/api/allEndpoints';
import { NoticePopup } from '../../../src/overlays/NoticePopup/NoticePopup';
import { noticesHiddenToday, openNotices } from '../../../src/features/notices/noticeSnooze';
import { overlaysState } from '../../../src/state/overlays';
import { withAppPage } from '../overlayPage';

const meta = {
  component: NoticePopup,
  decorators: [withAppPage],
  beforeEach: () => {
    openNotices();
  },
} satisfies Meta<typeof NoticePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The picture has loaded (its box no longer shows the placeholder). */
async function pictureLoaded(dialog: HTMLElement, name: string) {
  const picture = within(dialog).getByRole('img', { name });
  await waitFor(() => expect((picture as HTMLImageElement).complete).toBe(true));
}

// First in the file: a page's first story drew the rounded corners of secondary buttons
// differently now and then (a few pixels), and this one ends with none on screen.
/**
 * "Não mostrar novamente hoje" ticked: the notices open now carry on, and opening them again
 * the same day shows nothing.
 */
export const DoNotShowToday: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Aviso' });
    await step('tick the box on the first notice', async () => {
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: 'Não mostrar novamente hoje' }),
      );
      await expect(noticesHiddenToday()).toBe(true);
    });
    await step('go through both notices', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Próximo' }));
      await expect(
        await within(dialog).findByRole('checkbox', { name: 'Não mostrar novamente hoje' }),
      ).toBeChecked();
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    });
    await step('later the same day nothing opens', async () => {
      await expect(openNotices()).toBe(false);
      await expect(overlaysState.overlay).toBeNull();
      await expect(page.queryByRole('dialog')).toBeNull();
    });
  },
};

/** One notice (the first of the seed's loginPush list): no position counter, OK closes it. */
export const Single: Story = {
  parameters: {
    msw: { handlers: [on(endpoints.bannerLoginPush, () => ok(LOGIN_PUSH_BANNERS.slice(0, 1)))] },
  },
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Aviso' });
    await pictureLoaded(dialog, 'Aviso 1 de 1');
    await step('the picture, the day box and a link to its page', async () => {
      await expect(within(dialog).queryByText('1 de 1')).toBeNull();
      await expect(
        within(dialog).getByRole('checkbox', { name: 'Não mostrar novamente hoje' }),
      ).not.toBeChecked();
      await expect(within(dialog).getByRole('button', { name: 'Saiba mais' })).toBeVisible();
      await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    });
  },
};

/** Two notices: closing the first shows the second. */
export const Queue: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Aviso' });
    await step('the first of two', async () => {
      await expect(within(dialog).getByText('1 de 2')).toBeVisible();
      await pictureLoaded(dialog, 'Aviso 1 de 2');
      await expect(within(dialog).getByRole('button', { name: 'Próximo' })).toBeVisible();
    });
    await step('closing it brings the second, the last', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await expect(await within(dialog).findByText('2 de 2')).toBeVisible();
      await pictureLoaded(dialog, 'Aviso 2 de 2');
      await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
      await expect(overlaysState.overlay?.name).toBe('notice');
    });
  },
};

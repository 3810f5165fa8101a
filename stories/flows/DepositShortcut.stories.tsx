import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadLazyImages, tap } from '../storyKit';
import { expectRoute, FlowApp, lobbyLoaded, page, patience, loadAppCode } from './flowKit';

/**
 * The shell: the bottom bar's deposit shortcut. Spec 6: "the deposit shortcut while logged out
 * opens the login popup" (/deposit is login-only, spec 2); the visitor stays where they were.
 */
const meta = {
  loaders: [loadAppCode],
  component: FlowApp,
  args: { path: '/' },
} satisfies Meta<typeof FlowApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the home page tapped "Depósito": the login pop-up, still on the home page. */
export const VisitorDepositAsksLogin: Story = {
  play: async ({ canvasElement, step }) => {
    const app = page(canvasElement);
    await step('a visitor opens the app on the home page', async () => {
      await expect(await app.findByRole('button', { name: 'Entrar' }, patience)).toBeVisible();
      await expect(app.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
      await expectRoute(canvasElement, '/', 1);
    });
    await step('the visitor taps the Depósito tab', async () => {
      const tabs = within(app.getByRole('navigation', { name: 'Navegação principal' }));
      await tap(tabs.getByRole('link', { name: 'Depósito' }));
    });
    await step('the login pop-up opens on the Entrar tab', async () => {
      const popup = within(
        await app.findByRole('dialog', { name: 'Entrar ou cadastrar' }, patience),
      );
      await expect(popup.getByRole('tab', { name: 'Entrar' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(popup.getByLabelText('Celular')).toBeVisible();
    });
    await step('the route did not change: still the home page, nothing added', async () => {
      await expectRoute(canvasElement, '/', 1);
      const tabs = within(
        app.getByRole('navigation', { name: 'Navegação principal', hidden: true }),
      );
      await expect(tabs.getByRole('link', { name: 'Início', hidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await lobbyLoaded(canvasElement);
    await loadLazyImages(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabBar } from '../../../../src/app/layout/TabBar/TabBar';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';

const TAB_NAMES = ['Início', 'Promoção', 'Depósito', 'Atividade', 'Perfil'];

const meta = {
  component: TabBar,
  // A visitor: the app answers the deposit tab with the login pop-up instead (spec 6).
  args: { onDepositIntent: fn(() => false) },
  decorators: [
    (Story) => (
      <AppFrame footer={<Story />}>
        <p style={{ padding: 16, margin: 0 }}>Jogos em destaque, promoções e a sua carteira.</p>
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentTab = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getByRole('navigation', { name: 'Navegação principal' })
    .querySelector('[aria-current="page"]');

/** On the home page: Início is the current tab. */
export const Home: Story = {
  parameters: { route: '/' },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    const links = within(nav).getAllByRole('link');

    await step('five tabs in the order of spec 2, Início current', async () => {
      await expect(links.map((link) => link.textContent)).toEqual(TAB_NAMES);
      await expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/',
        '/promotion',
        '/deposit',
        '/activity',
        '/person',
      ]);
      await expect(currentTab(canvasElement)).toHaveAccessibleName('Início');
    });
    await step('a tap on Promoção navigates there', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Promoção' }));
      await expect(within(nav).getByRole('link', { name: 'Promoção' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(nav).getByRole('link', { name: 'Início' })).not.toHaveAttribute(
        'aria-current',
      );
    });
    await step('Depósito asks the app first; a visitor stays where they are', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Depósito' }));
      await expect(args.onDepositIntent).toHaveBeenCalledTimes(1);
      await expect(currentTab(canvasElement)).toHaveAccessibleName('Promoção');
    });
    await step('back home', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Início' }));
      await expect(currentTab(canvasElement)).toHaveAccessibleName('Início');
      await expect(args.onDepositIntent).toHaveBeenCalledTimes(1);
      // The picture shows the page as a player arrives on it, without a focus ring.
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/** On the activity page, for a logged-in player (the deposit tab navigates). */
export const Activity: Story = {
  parameters: { route: '/activity' },
  args: { onDepositIntent: fn(() => true) },
  play: async ({ canvasElement }) => {
    await expect(currentTab(canvasElement)).toHaveAccessibleName('Atividade');
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    const box = nav.getBoundingClientRect();
    await expect(box.bottom).toBe(window.innerHeight);
    await expect(box.height).toBe(60);
  },
};

/** Desktop: the bar keeps to the 500 px column, centred (spec 9). */
export const Desktop: Story = {
  parameters: { route: '/' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    const box = nav.getBoundingClientRect();
    await expect(box.width).toBe(500);
    await expect(box.left).toBe((window.innerWidth - 500) / 2);
    await expect(box.bottom).toBe(window.innerHeight);
  },
};

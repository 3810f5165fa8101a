import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACTIVITIES } from '../../../../mocks/data/activities';
import { FIXED_NOW, MINUTE } from '../../../../mocks/data/clock';
import { SOCIAL_LINKS } from '../../../../mocks/data/content';
import {
  FloatingButtons,
  type FloatItem,
} from '../../../../src/features/activities/FloatingButtons/FloatingButtons';
import { TabBar } from '../../../../src/app/layout/TabBar/TabBar';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';

/** The floating (type 3) social links shown on the mobile site (spec 3, 5). */
/**
 * The seed's floating links, with spec 4's per-day countdowns an operator may set (WhatsApp 5
 * minutes, "Suporte" 30; the seed itself shows none where nothing counts down).
 */
const COUNTDOWN_MINUTES: Readonly<Record<number, number>> = { 602: 5, 603: 30 };
const floating = SOCIAL_LINKS.filter((link) => link.type === 3 && link.h5Show).map((link) => ({
  ...link,
  countDown: COUNTDOWN_MINUTES[link.id] ?? link.countDown,
}));
const [telegramLink, ...socialLinks] = floating;
const redPacket = ACTIVITIES.find((a) => a.type === 39) ?? ACTIVITIES[0]!;

const telegram: FloatItem = {
  id: telegramLink!.id,
  label: telegramLink!.name,
  icon: telegramLink!.logo,
  href: telegramLink!.linkUrl ?? undefined,
};

/** Social icons; an in-app link (like /service) becomes an action the app wires. */
const socialItems = (onClick: () => void, withCountdown: boolean): FloatItem[] =>
  socialLinks.map((link) => ({
    id: link.id,
    label: link.name,
    icon: link.logo,
    ...(link.linkUrl?.startsWith('/') ? { onClick } : { href: link.linkUrl ?? undefined }),
    // Spec 4: the icon shows a timer until countDown minutes have passed.
    ...(withCountdown && link.countDown
      ? { countdownEndsAt: FIXED_NOW + link.countDown * MINUTE }
      : {}),
    dismissible: true,
  }));

const onServiceClick = fn();

const redPacketItem: FloatItem = {
  id: redPacket.id,
  label: redPacket.activityLang.title,
  icon: redPacket.iconImg,
  onClick: fn(),
};

const longPage = Array.from({ length: 40 }, (_, index) => (
  <p key={index} style={{ margin: 0, padding: '8px 16px' }}>
    {index + 1}. Slots, cassino ao vivo e promoções novas toda semana para você aproveitar.
  </p>
));

const meta = {
  component: FloatingButtons,
  args: {
    telegram,
    items: [redPacketItem, ...socialItems(onServiceClick, false)],
    onDismiss: fn(),
    onCountdownEnd: fn(),
  },
  decorators: [
    (Story) => (
      <AppFrame footer={<TabBar />}>
        {longPage}
        <Story />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof FloatingButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const shortcuts = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Atalhos' });

/** At rest: Telegram on the left, the activity and social icons on the right. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const page = within(canvasElement);
    const list = shortcuts(canvasElement);
    await step('links open in a new tab; in-app icons are buttons', async () => {
      const whatsapp = page.getByRole('link', { name: 'WhatsApp (abre em nova aba)' });
      await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511900000000');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('link', { name: 'Telegram (abre em nova aba)' })).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Suporte' }));
      await expect(onServiceClick).toHaveBeenCalled();
    });
    await step('the × dismisses an icon by its id', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Fechar WhatsApp' }));
      await expect(args.onDismiss).toHaveBeenCalledWith(602);
    });
    await step(
      'they slide out while the page scrolls and return 800 ms after it stops',
      async () => {
        const layer = list.parentElement as HTMLElement;
        window.scrollTo({ top: 200, behavior: 'instant' });
        const scrolledAt = performance.now();
        await waitFor(() => expect(layer).toHaveAttribute('data-scrolling', 'true'));
        await waitFor(() => expect(layer).toHaveAttribute('data-scrolling', 'false'), {
          timeout: 3000,
        });
        await expect(performance.now() - scrolledAt).toBeGreaterThanOrEqual(790);
        window.scrollTo({ top: 0, behavior: 'instant' });
        await waitFor(() => expect(layer).toHaveAttribute('data-scrolling', 'true'));
        await waitFor(() => expect(layer).toHaveAttribute('data-scrolling', 'false'), {
          timeout: 3000,
        });
      },
    );
    await step('inside the column, above the tab bar', async () => {
      const box = list.getBoundingClientRect();
      const tabBar = page.getByRole('navigation', { name: 'Navegação principal' });
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.bottom).toBeLessThan(tabBar.getBoundingClientRect().top);
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/** Social icons counting down their daily timer (spec 4): 5 and 30 minutes to go. */
export const WithCountdown: Story = {
  args: { items: [redPacketItem, ...socialItems(onServiceClick, true)] },
  play: async ({ canvasElement }) => {
    const list = within(shortcuts(canvasElement));
    const timers = list.getAllByRole('timer');
    await expect(timers.map((timer) => timer.textContent)).toEqual(['00:05:00', '00:30:00']);
    await expect(timers[0]).toHaveAccessibleName('Tempo restante: 00:05:00');
  },
};

/** While the page scrolls: every float slid out of the way (spec 4). */
export const Hidden: Story = {
  args: { scrolling: true },
  play: async ({ canvasElement }) => {
    const list = shortcuts(canvasElement);
    const column = list.parentElement!.getBoundingClientRect();
    // Slid past the column's right edge, where the layer clips them.
    await expect(list.getBoundingClientRect().left).toBeGreaterThanOrEqual(column.right);
    const telegramList = within(canvasElement)
      .getByRole('link', { name: 'Telegram (abre em nova aba)' })
      .closest('ul')!;
    await expect(telegramList.getBoundingClientRect().right).toBeLessThanOrEqual(column.left);
  },
};

/** Desktop: the floats keep to the 500 px column (spec 9). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const layer = shortcuts(canvasElement).parentElement!.getBoundingClientRect();
    await expect(layer.width).toBe(500);
    await expect(layer.left).toBe((window.innerWidth - 500) / 2);
  },
};

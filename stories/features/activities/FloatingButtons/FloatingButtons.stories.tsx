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
import { tap } from '../../../storyKit';

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

/** The page's side gutter (vars.space.lg): a docked float stays inside it. */
const GUTTER = 16;

/** The float (list item) an icon or its × belongs to. */
const floatOf = (element: Element) => element.closest<HTMLElement>('[data-float]')!;

/**
 * Every part of a docked float (its half disc, its countdown) lies in the side gutter of the
 * column `layer`: nothing of it over the page's content.
 */
function expectInGutter(float: HTMLElement, layer: DOMRect, side: 'left' | 'right') {
  for (const part of [float, ...float.querySelectorAll('*')]) {
    const box = part.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (side === 'right') expect(box.left).toBeGreaterThanOrEqual(layer.right - GUTTER);
    else expect(box.right).toBeLessThanOrEqual(layer.left + GUTTER);
  }
}

/**
 * At rest: every float docked, a half disc in its side's gutter (Telegram on the left, the
 * activity and social icons on the right), the page clear of them; a tap opens one, the next
 * tap acts.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);
    const list = shortcuts(canvasElement);
    const layer = list.parentElement!.getBoundingClientRect();
    await step('docked in the gutters, nothing over the page', async () => {
      for (const item of within(list).getAllByRole('listitem')) {
        await expect(item).toHaveAttribute('data-docked', 'true');
        expectInGutter(item, layer, 'right');
      }
      const telegram = floatOf(page.getByRole('link', { name: 'Telegram (abre em nova aba)' }));
      expectInGutter(telegram, layer, 'left');
      // Closing is for an icon the player opened.
      await expect(page.queryByRole('button', { name: /^Fechar/ })).toBeNull();
    });
    await step('named as before: links open in a new tab; in-app icons are buttons', async () => {
      const whatsapp = page.getByRole('link', { name: 'WhatsApp (abre em nova aba)' });
      await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511900000000');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('a tap opens a docked icon to full size; the next tap acts', async () => {
      const support = page.getByRole('button', { name: 'Suporte' });
      await tap(support);
      await expect(onServiceClick).not.toHaveBeenCalled();
      await expect(floatOf(support)).toHaveAttribute('data-docked', 'false');
      await waitFor(() => expect(support.getBoundingClientRect().width).toBeGreaterThanOrEqual(44));
      await tap(support);
      await expect(onServiceClick).toHaveBeenCalledOnce();
    });
    await step(
      'they slide out while the page scrolls and return 800 ms after it stops, docked',
      async () => {
        const sliding = list.parentElement as HTMLElement;
        window.scrollTo({ top: 200, behavior: 'instant' });
        const scrolledAt = performance.now();
        await waitFor(() => expect(sliding).toHaveAttribute('data-scrolling', 'true'));
        await waitFor(() => expect(sliding).toHaveAttribute('data-scrolling', 'false'), {
          timeout: 3000,
        });
        await expect(performance.now() - scrolledAt).toBeGreaterThanOrEqual(790);
        await expect(floatOf(page.getByRole('button', { name: 'Suporte' }))).toHaveAttribute(
          'data-docked',
          'true',
        );
        window.scrollTo({ top: 0, behavior: 'instant' });
        await waitFor(() => expect(sliding).toHaveAttribute('data-scrolling', 'true'));
        await waitFor(() => expect(sliding).toHaveAttribute('data-scrolling', 'false'), {
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

/**
 * One icon open: keyboard focus opens it (Enter would act at once), Escape docks it; opened by
 * a tap, WhatsApp shows at full size with its × to close it for the day (spec 4).
 */
export const Opened: Story = {
  play: async ({ args, canvasElement, step }) => {
    const page = within(canvasElement);
    const whatsapp = page.getByRole('link', { name: 'WhatsApp (abre em nova aba)' });
    await step('keyboard focus opens it, Escape docks it again', async () => {
      whatsapp.focus();
      await waitFor(() => expect(floatOf(whatsapp)).toHaveAttribute('data-docked', 'false'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(floatOf(whatsapp)).toHaveAttribute('data-docked', 'true'));
      whatsapp.blur();
    });
    await step('a tap opens it: full size, with its ×', async () => {
      await tap(whatsapp);
      await expect(floatOf(whatsapp)).toHaveAttribute('data-docked', 'false');
      const box = whatsapp.getBoundingClientRect();
      await waitFor(() =>
        expect(whatsapp.getBoundingClientRect().width).toBeGreaterThanOrEqual(44),
      );
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    });
    await step('the × closes it by its id', async () => {
      await tap(page.getByRole('button', { name: 'Fechar WhatsApp' }));
      await expect(args.onDismiss).toHaveBeenCalledWith(602);
    });
    await step('the other icons stay docked', async () => {
      const support = page.getByRole('button', { name: 'Suporte' });
      await expect(floatOf(support)).toHaveAttribute('data-docked', 'true');
    });
  },
};

/**
 * Social icons counting down their daily timer (spec 4): 5 and 30 minutes to go. Docked, each
 * countdown runs down the gutter under its tab, the whole time as the open icon shows it.
 */
export const WithCountdown: Story = {
  args: { items: [redPacketItem, ...socialItems(onServiceClick, true)] },
  play: async ({ canvasElement, step }) => {
    const column = shortcuts(canvasElement);
    const list = within(column);
    const layer = column.parentElement!.getBoundingClientRect();
    const timers = list.getAllByRole('timer');
    await expect(timers.map((timer) => timer.textContent)).toEqual(['00:05:00', '00:30:00']);
    await expect(timers[0]).toHaveAccessibleName('Tempo restante: 00:05:00');
    await step('docked: down the gutter, clear of the next tab', async () => {
      const items = list.getAllByRole('listitem');
      for (const [index, timer] of timers.entries()) {
        const box = timer.getBoundingClientRect();
        await expect(box.height).toBeGreaterThan(box.width);
        await expect(box.left).toBeGreaterThanOrEqual(layer.right - GUTTER);
        await expect(box.right).toBeLessThanOrEqual(layer.right);
        // Each timer belongs to the 2nd and 3rd icons: the next icon's tab starts below it.
        const next = items[index + 2];
        if (next) {
          const nextTab = next.firstElementChild!.getBoundingClientRect();
          await expect(box.bottom).toBeLessThanOrEqual(nextTab.top);
        }
      }
    });
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

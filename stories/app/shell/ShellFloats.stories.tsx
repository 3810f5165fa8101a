import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { advanceClock } from '../../../.storybook/clock';
import { activityIdOf } from '../../../mocks/data/activities';
import { MINUTE } from '../../../mocks/data/clock';
import { SOCIAL_LINKS } from '../../../mocks/data/content';
import { ok, on } from '../../../mocks/handlers/respond';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { TabBar } from '../../../src/app/layout/TabBar/TabBar';
import { ShellFloats } from '../../../src/app/shell/ShellFloats';
import {
  dismissFloatIcon,
  isFloatIconDismissed,
} from '../../../src/features/activities/floatIcons';
import { setSession } from '../../../src/state/session';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Probes, repaintAll, tap } from '../../storyKit';

const longPage = Array.from({ length: 30 }, (_, index) => (
  <p key={index} style={{ margin: 0, padding: '8px 16px' }}>
    {index + 1}. Slots, cassino ao vivo e promoções novas toda semana para você aproveitar.
  </p>
));

/** The home's column with the tab bar, as the shell draws it around the floats. */
const withHomeFrame: Decorator = (Story) => (
  <AppFrame footer={<TabBar />}>
    {longPage}
    <Story />
    <Probes />
  </AppFrame>
);

/**
 * An operator whose WhatsApp link counts down 5 minutes a day and whose "Suporte" link 30 (spec
 * 4's per-day countdown of social icons; the seed's links have none), without a customer
 * service, so "Suporte" (/service) does not float.
 */
const countingLinks = [
  on(endpoints.socialMediaLinks, () =>
    ok(
      SOCIAL_LINKS.map((link) =>
        link.id === 602
          ? { ...link, countDown: 5 }
          : link.id === 603
            ? { ...link, countDown: 30 }
            : link,
      ),
    ),
  ),
  ...scenarios['no-service-url'],
];

const meta = {
  component: ShellFloats,
  decorators: [withHomeFrame],
  parameters: { msw: { handlers: countingLinks } },
} satisfies Meta<typeof ShellFloats>;

export default meta;
type Story = StoryObj<typeof meta>;

const RED_PACKET_ID = activityIdOf(39);
const FIRST_PAY_ID = activityIdOf(7);

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
/** The right-hand column (the Telegram button on the left is a list of its own). */
const column = async (canvasElement: HTMLElement) =>
  within(await canvasOf(canvasElement).findByRole('list', { name: 'Atalhos' }));
const probe = (canvasElement: HTMLElement, name: 'Rota atual' | 'Pop-up aberto') =>
  canvasOf(canvasElement).getByRole('status', { name, hidden: true });
/** The icon names of the right-hand column, top to bottom, without the × buttons. */
const iconNames = (list: ReturnType<typeof within>) =>
  list
    .getAllByRole('listitem')
    .map((item: HTMLElement) => item.firstElementChild?.getAttribute('aria-label') ?? '');
/** The timer under an icon, by the icon's list item. */
const timerOf = (list: ReturnType<typeof within>, name: string | RegExp) => {
  const icon = list.queryByRole('button', { name }) ?? list.getByRole('link', { name });
  return within(icon.closest('li')!).queryByRole('timer');
};

/**
 * Uses a float as a finger does: the first tap opens the docked tab (it asks nothing), the
 * second acts (features/activities floatDock.ts).
 */
async function use(element: HTMLElement): Promise<void> {
  await tap(element);
  await expect(element.closest('[data-float]')).toHaveAttribute('data-docked', 'false');
  await tap(element);
}

/**
 * A visitor on the first visit of the day: Telegram on the left, WhatsApp on the right with its
 * 5-minute timer (spec 4), no activity icons (spec 6), and a tap asks for a registration.
 */
export const Visitor: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = canvasOf(canvasElement);
    const list = await column(canvasElement);
    await step('Telegram on the left, WhatsApp counting down on the right', async () => {
      await expect(await canvas.findByRole('button', { name: 'Telegram' })).toBeVisible();
      await expect(iconNames(list)).toEqual(['WhatsApp']);
      await expect(list.getByRole('timer')).toHaveAccessibleName('Tempo restante: 00:05:00');
    });
    await step('no red packet, no first-deposit bonus, no customer service', async () => {
      await expect(canvas.queryByRole('button', { name: 'Envelope da sorte' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Suporte' })).toBeNull();
    });
    await step('a tap opens the register pop-up and stays on the page', async () => {
      const whatsapp = list.getByRole('button', { name: 'WhatsApp' });
      await tap(whatsapp);
      // The tap that opens the docked tab asks for nothing yet.
      await expect(probe(canvasElement, 'Pop-up aberto')).not.toHaveTextContent('auth');
      await tap(whatsapp);
      await expect(probe(canvasElement, 'Pop-up aberto')).toHaveTextContent(
        '{"name":"auth","props":{"mode":"register"}}',
      );
      await expect(probe(canvasElement, 'Rota atual')).toHaveTextContent('/');
    });
  },
};

/**
 * A player who registered 20 minutes ago: the red packet (14:45 left) and the first-deposit
 * bonus (until 24 h after registration) above WhatsApp, and Telegram as a link (spec 4, 6).
 */
export const PlayerWithActivityFloats: Story = {
  beforeEach: () => {
    setSession(SECOND_ACCOUNT.info);
  },
  play: async ({ canvasElement, step }) => {
    const canvas = canvasOf(canvasElement);
    const list = await column(canvasElement);
    await step('activity icons first, each with its countdown', async () => {
      await waitFor(() =>
        expect(iconNames(list)).toEqual([
          'Envelope da sorte',
          'Primeiro depósito relâmpago',
          'WhatsApp (abre em nova aba)',
        ]),
      );
      await expect(timerOf(list, 'Envelope da sorte')).toHaveTextContent('00:14:45');
      await expect(timerOf(list, 'Primeiro depósito relâmpago')).toHaveTextContent('23:40:00');
      await expect(timerOf(list, /^WhatsApp/)).toHaveTextContent('00:05:00');
    });
    await step('social icons are links that open in a new tab', async () => {
      const telegram = canvas.getByRole('link', { name: 'Telegram (abre em nova aba)' });
      await expect(telegram).toHaveAttribute('href', 'https://t.me/vitrine_demo');
      await expect(telegram).toHaveAttribute('target', '_blank');
    });
    await step('the first-deposit icon opens its activity page', async () => {
      await use(list.getByRole('button', { name: 'Primeiro depósito relâmpago' }));
      await expect(probe(canvasElement, 'Rota atual')).toHaveTextContent(
        `/activityDetail/7?id=${FIRST_PAY_ID}`,
      );
    });
    await step('the red packet opens its pop-up', async () => {
      await use(list.getByRole('button', { name: 'Envelope da sorte' }));
      await expect(probe(canvasElement, 'Pop-up aberto')).toHaveTextContent(
        `{"name":"newRedPacket","props":{"activityId":${RED_PACKET_ID}}}`,
      );
    });
  },
};

/**
 * The demo player, registered 90 days ago: no first-deposit bonus any more, the red packet and
 * WhatsApp counting down.
 */
export const CountdownRunning: Story = {
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
  },
  play: async ({ canvasElement }) => {
    const list = await column(canvasElement);
    await waitFor(() =>
      expect(iconNames(list)).toEqual(['Envelope da sorte', 'WhatsApp (abre em nova aba)']),
    );
    await expect(timerOf(list, 'Envelope da sorte')).toHaveTextContent('00:14:45');
    await expect(timerOf(list, /^WhatsApp/)).toHaveTextContent('00:05:00');
  },
};

/** Five minutes later: WhatsApp's daily timer is over and it shows plain; the packet counts on. */
export const CountdownEnded: Story = {
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
  },
  play: async ({ canvasElement, step }) => {
    const list = await column(canvasElement);
    // Both timers running before the clock moves (the packet's counts from its answer).
    await waitFor(() =>
      expect(iconNames(list)).toEqual(['Envelope da sorte', 'WhatsApp (abre em nova aba)']),
    );
    await expect(timerOf(list, 'Envelope da sorte')).toHaveTextContent('00:14:45');
    await expect(timerOf(list, /^WhatsApp/)).toHaveTextContent('00:05:00');
    await step('five minutes pass', async () => {
      advanceClock(5 * MINUTE);
      await waitFor(() => expect(timerOf(list, /^WhatsApp/)).toBeNull(), { timeout: 3000 });
      await waitFor(
        () => expect(timerOf(list, 'Envelope da sorte')).toHaveTextContent('00:09:45'),
        {
          timeout: 3000,
        },
      );
    });
    await expect(list.getByRole('link', { name: 'WhatsApp (abre em nova aba)' })).toBeVisible();
    // The timer that went away was repainted in part only: redraw the page once (same pixels
    // every run).
    await repaintAll();
  },
};

/**
 * WhatsApp was closed earlier today and stays away; closing Telegram with its × hides it for
 * the rest of the day too (spec 4).
 */
export const Dismissed: Story = {
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
    dismissFloatIcon('social:602');
  },
  play: async ({ canvasElement, step }) => {
    const canvas = canvasOf(canvasElement);
    const list = await column(canvasElement);
    await step('WhatsApp is not shown', async () => {
      await waitFor(() => expect(iconNames(list)).toEqual(['Envelope da sorte']));
    });
    await step('the × of the opened Telegram tab closes it for today', async () => {
      // Docked, a float has no ×: the tap that opens it shows it (the link does not open).
      await tap(canvas.getByRole('link', { name: 'Telegram (abre em nova aba)' }));
      await tap(await canvas.findByRole('button', { name: 'Fechar Telegram' }));
      await waitFor(() =>
        expect(canvas.queryByRole('link', { name: 'Telegram (abre em nova aba)' })).toBeNull(),
      );
      await expect(isFloatIconDismissed('social:601')).toBe(true);
    });
  },
};

/** Nothing to float (no social links, no activities): nothing is drawn over the page. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
  },
  play: async ({ canvasElement }) => {
    // Let the calls answer, then check that no float appeared.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvasOf(canvasElement).queryByRole('list', { name: 'Atalhos' })).toBeNull();
    await expect(
      canvasOf(canvasElement).queryByRole('link', { name: /abre em nova aba/ }),
    ).toBeNull();
  },
};

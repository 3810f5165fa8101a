import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PERSONAL_MESSAGES, SYSTEM_MESSAGES } from '../../../../mocks/data/content';
import { AccountMenu } from '../../../../src/features/account/AccountMenu/AccountMenu';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The demo player's unread messages in the mock world (system and personal). */
const UNREAD = [...SYSTEM_MESSAGES, ...PERSONAL_MESSAGES].filter((m) => !m.read).length;

const meta = {
  component: AccountMenu,
  // The page's margins inside the app frame (its 500 px column on desktop), with the probes.
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { unread: UNREAD },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Minha conta' }));

/** Every shortcut of /person with its page, in order. */
const ENTRIES = [
  ['Meus pedidos', '/orderlist'],
  ['Extrato', '/tradelist'],
  ['Histórico de apostas', '/tradelist?view=bets'],
  ['Transferências', '/tradelist?view=transfers'],
  ['Código de resgate', '/exchangeCode'],
  ['Mensagens', '/notice'],
  ['Convidar amigos', '/invite'],
  ['Configurações', '/setting'],
  ['Atendimento', '/service'],
];

/** The demo player's four unread messages beside "Mensagens"; a tap goes to that page. */
export const WithUnread: Story = {
  play: async ({ canvasElement, step }) => {
    const links = menu(canvasElement).getAllByRole('link');
    await step('nine shortcuts, each to its page', async () => {
      await expect(links.map((link) => link.getAttribute('href'))).toEqual(
        ENTRIES.map(([, href]) => href),
      );
      for (const [name, href] of ENTRIES) {
        const link = menu(canvasElement).getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('href', href);
      }
    });
    await step('the unread count is part of the name of "Mensagens"', async () => {
      await expect(UNREAD).toBe(4);
      await expect(
        menu(canvasElement).getByRole('link', { name: 'Mensagens 4 não lidas' }),
      ).toBeVisible();
    });
    await step('a tap on "Extrato" goes to /tradelist', async () => {
      await tap(menu(canvasElement).getByRole('link', { name: 'Extrato' }));
      await expect(
        within(canvasElement).getByRole('status', { name: 'Rota atual' }),
      ).toHaveTextContent(/^\/tradelist$/);
    });
    await repaintAll();
  },
};

/** A single unread message: "1 não lida". */
export const OneUnread: Story = {
  args: { unread: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      menu(canvasElement).getByRole('link', { name: 'Mensagens 1 não lida' }),
    ).toBeVisible();
  },
};

/** Everything read (or the count still unknown): no badge. */
export const AllRead: Story = {
  args: { unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(menu(canvasElement).getByRole('link', { name: 'Mensagens' })).toBeVisible();
    await expect(menu(canvasElement).queryByText('0')).toBeNull();
  },
};

/** The count not known yet: no badge either, the link as usual. */
export const UnreadUnknown: Story = {
  args: { unread: undefined },
  play: async ({ canvasElement }) => {
    await expect(menu(canvasElement).getByRole('link', { name: 'Mensagens' })).toBeVisible();
  },
};

/** More than the badge holds, desktop frame, light theme: "99+", the whole count spoken. */
export const ManyUnreadDesktopLightTheme: Story = {
  args: { unread: 120 },
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const link = menu(canvasElement).getByRole('link', { name: 'Mensagens 120 não lidas' });
    await expect(link).toHaveTextContent(/^Mensagens99\+/);
  },
};

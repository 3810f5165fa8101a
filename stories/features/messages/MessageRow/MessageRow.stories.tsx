import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PERSONAL_MESSAGES, SYSTEM_MESSAGES } from '../../../../mocks/data/content';
import { MessageRow } from '../../../../src/features/messages/MessageRow/MessageRow';
import { padded, repaintAll, tap } from '../../../storyKit';

/** The maintenance notice: unread, sent two hours before the story's instant. */
const MAINTENANCE = SYSTEM_MESSAGES[0]!;
/** The deposit confirmation: read, a day old. */
const DEPOSIT = PERSONAL_MESSAGES[2]!;
/** The red-packet promotion: its body is server HTML. */
const PROMO = SYSTEM_MESSAGES[1]!;

const meta = {
  component: MessageRow,
  // A row is a list item: in a list, as on /notice.
  decorators: [
    (Story) => (
      <ul aria-label="Mensagens" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
    padded({ padding: 16 }),
  ],
  args: { message: MAINTENANCE, read: false, onOpen: fn() },
} satisfies Meta<typeof MessageRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowButton = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Mensagens' })).getByRole('button');

/** Unread: the dot said as "Não lida", the title bold; date and opening words describe it. */
export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const button = rowButton(canvasElement);
    await expect(button).toHaveAccessibleName('Não lida Manutenção programada');
    await expect(button).toHaveAccessibleDescription(
      /^22\/11\/2026 10:00 No dia 25\/11\/2026, das 03:00 às 05:00/,
    );
    await tap(button);
    await expect(args.onOpen).toHaveBeenCalledWith(MAINTENANCE);
    await repaintAll();
  },
};

/** Read: no dot, the title in the normal weight. */
export const Read: Story = {
  args: { message: DEPOSIT, read: true },
  play: async ({ canvasElement }) => {
    const button = rowButton(canvasElement);
    await expect(button).toHaveAccessibleName('Depósito confirmado');
    await expect(button).toHaveAccessibleDescription(
      /^21\/11\/2026 12:00 Seu depósito de R\$\s100,00 via Pix foi confirmado\.$/,
    );
  },
};

/** A body of server HTML: the row's excerpt is its plain words, no markup. */
export const HtmlBody: Story = {
  args: { message: PROMO, read: false },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('listitem');
    await expect(row).toHaveTextContent(/Hoje às 12h, 18h, 21h e 23h: abra o seu envelope do dia/);
    await expect(row.textContent).not.toMatch(/<strong>|<p>/);
    await expect(row.querySelector('strong, a')).toBeNull();
  },
};

/** Unread, light theme. */
export const UnreadLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(rowButton(canvasElement)).toHaveAccessibleName('Não lida Manutenção programada');
  },
};

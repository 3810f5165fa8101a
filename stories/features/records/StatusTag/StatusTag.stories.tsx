import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RechargeStatus, WithdrawStatus } from '../../../../src/api/contract';
import { rechargeStatus, withdrawStatus } from '../../../../src/features/records/labels';
import { StatusTag } from '../../../../src/features/records/StatusTag/StatusTag';
import { vars } from '../../../../src/theme/contract.css';
import { padded, withGamesFrame } from '../../../storyKit';

/**
 * On a card's surface, where the app always draws it (order cards, statement rows): the tones
 * are chosen for AA contrast against the surface, not against the frame's backdrop.
 */
const onSurface: Decorator = (Story) => (
  <div
    style={{ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface }}
  >
    <Story />
  </div>
);

const meta = {
  component: StatusTag,
  decorators: [onSurface, padded({ padding: 16 }), withGamesFrame],
  args: { status: rechargeStatus(RechargeStatus.unpay) },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of both order kinds, and a code the app does not know, each in a row. */
const tags = [
  { caption: 'Depósito 1', status: rechargeStatus(RechargeStatus.unpay) },
  { caption: 'Depósito 2', status: rechargeStatus(RechargeStatus.fail) },
  { caption: 'Depósito 3', status: rechargeStatus(RechargeStatus.success) },
  { caption: 'Saque 1', status: withdrawStatus(WithdrawStatus.audit) },
  { caption: 'Saque 2', status: withdrawStatus(WithdrawStatus.reject) },
  { caption: 'Saque 3', status: withdrawStatus(WithdrawStatus.success) },
  { caption: 'Código 7', status: rechargeStatus(7) },
];

function AllTags() {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content max-content',
        gap: vars.space.sm,
        alignItems: 'center',
        margin: 0,
        color: vars.color.textMuted,
      }}
    >
      {tags.map(({ caption, status }) => (
        <div key={caption} style={{ display: 'contents' }}>
          <dt>{caption}</dt>
          <dd style={{ margin: 0 }}>
            <StatusTag status={status} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The colour the (first) tag with that text is drawn in. */
const colourOf = (canvasElement: HTMLElement, label: string) =>
  getComputedStyle(within(canvasElement).getAllByText(label)[0]!).color;

/** A deposit still waiting for its payment: the waiting (warning) colour. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aguardando pagamento')).toBeVisible();
  },
};

/** A rejected withdrawal: the refused (danger) colour. */
export const Failed: Story = {
  args: { status: withdrawStatus(WithdrawStatus.reject) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Recusado')).toBeVisible();
  },
};

/** A completed order: the done (success) colour. */
export const Done: Story = {
  args: { status: rechargeStatus(RechargeStatus.success) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Concluído')).toBeVisible();
  },
};

/** A status code the app does not know reads "in processing", never as done. */
export const UnknownCode: Story = {
  args: { status: withdrawStatus(9) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Em processamento')).toBeVisible();
    await expect(within(canvasElement).queryByText('Concluído')).toBeNull();
  },
};

/** Every status in the light theme: three tones, told apart by colour and by word (axe checks). */
export const AllStatusesLightTheme: Story = {
  globals: { theme: 'light' },
  render: () => <AllTags />,
  play: async ({ canvasElement }) => {
    const shown = within(canvasElement)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    await expect(shown).toEqual([
      'Aguardando pagamento',
      'Falhou',
      'Concluído',
      'Em análise',
      'Recusado',
      'Concluído',
      'Em processamento',
    ]);
    const waiting = colourOf(canvasElement, 'Em análise');
    const refused = colourOf(canvasElement, 'Recusado');
    const done = colourOf(canvasElement, 'Concluído');
    await expect(new Set([waiting, refused, done]).size).toBe(3);
    await expect(colourOf(canvasElement, 'Aguardando pagamento')).toBe(waiting);
    await expect(colourOf(canvasElement, 'Em processamento')).toBe(waiting);
  },
};

/** Every status in the dark theme, on the desktop viewport. */
export const AllStatusesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <AllTags />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(7);
    await expect(colourOf(canvasElement, 'Falhou')).toBe(colourOf(canvasElement, 'Recusado'));
  },
};

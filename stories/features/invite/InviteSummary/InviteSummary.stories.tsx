import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEMO_INVITE } from '../../../../mocks/data/activities';
import { inviteFriendsRes } from '../../../../src/api/endpoints/account';
import { ApiError } from '../../../../src/api/errors';
import { InviteSummary } from '../../../../src/features/invite/InviteSummary/InviteSummary';
import type { InviteSummary as Summary } from '../../../../src/features/invite/useInviteSummary';
import { padded, repaintAll, tap } from '../../../storyKit';

/** useInviteSummary's answer once the mock world's summary of the demo player has come. */
const ready: Summary = {
  status: 'ready',
  data: DEMO_INVITE,
  error: undefined,
  retrying: false,
  retry: fn(),
};

const failed = (kind: 'http' | 'network'): Summary => ({
  ...ready,
  status: 'error',
  data: undefined,
  error: new ApiError({
    kind,
    message: kind === 'http' ? 'Serviço indisponível' : 'Sem conexão',
    path: inviteFriendsRes.path,
    status: kind === 'http' ? 500 : undefined,
  }),
});

const meta = {
  component: InviteSummary,
  decorators: [padded({ padding: 16 })],
  args: { summary: ready },
} satisfies Meta<typeof InviteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Suas recompensas' });

/** The figures as "term: value", in order. */
const figures = (canvasElement: HTMLElement) =>
  Array.from(region(canvasElement).querySelectorAll('dl > div')).map(
    (tile) => `${tile.querySelector('dt')?.textContent}: ${tile.querySelector('dd')?.textContent}`,
  );

/** The demo player: 23 friends invited, 9 deposited, R$ 180,00 earned, nothing today. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual([
      'Amigos convidados: 23',
      'Fizeram depósito: 9',
      'Recompensas ganhas: R$\u00a0180,00',
      'Ganhos de hoje: R$\u00a00,00',
    ]);
    await expect(region(canvasElement)).not.toHaveAttribute('aria-busy');
  },
};

/** A server that sends only the contract's figures: the two optional tiles are left out. */
export const WithoutOptionalFigures: Story = {
  args: {
    summary: {
      ...ready,
      data: {
        inviteCode: DEMO_INVITE.inviteCode,
        inviteUrl: DEMO_INVITE.inviteUrl,
        inviteCount: DEMO_INVITE.inviteCount,
        totalReward: DEMO_INVITE.totalReward,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual([
      'Amigos convidados: 23',
      'Recompensas ganhas: R$\u00a0180,00',
    ]);
  },
};

/** While the summary loads: the four tiles with placeholders, the region busy. */
export const Loading: Story = {
  args: { summary: { ...ready, status: 'loading', data: undefined } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(figures(canvasElement)).toEqual([
      'Amigos convidados: ',
      'Fizeram depósito: ',
      'Recompensas ganhas: ',
      'Ganhos de hoje: ',
    ]);
  },
};

/** The summary failed: said in place, "Tentar novamente" asks again. */
export const Error: Story = {
  args: { summary: failed('http') },
  play: async ({ canvasElement, args }) => {
    const summary = within(region(canvasElement));
    await expect(summary.getByText('Algo deu errado')).toBeVisible();
    await tap(summary.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.summary.retry).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** No connection: the network's own words; the retry on its way is busy. */
export const NetworkErrorRetrying: Story = {
  args: { summary: { ...failed('network'), retrying: true } },
  play: async ({ canvasElement }) => {
    const summary = within(region(canvasElement));
    await expect(summary.getByText('Sem conexão')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Tentar novamente' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The figures in the light theme. */
export const PopulatedLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toHaveLength(4);
    await expect(figures(canvasElement)[2]).toMatch(/^Recompensas ganhas: R\$\s180,00$/);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { INVITEES } from '../../../../mocks/data/activities';
import { nextMemberList } from '../../../../src/api/endpoints/account';
import { ApiError } from '../../../../src/api/errors';
import { InvitedMembers } from '../../../../src/features/invite/InvitedMembers/InvitedMembers';
import type { InvitedMembers as Members } from '../../../../src/features/invite/useInvitedMembers';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/**
 * useInvitedMembers' answer after the first page of the mock world's 23 invitees of the demo
 * player (newest first, 9 of them deposited): 10 rows, more to come.
 */
const firstPage: Members = {
  status: 'ready',
  rows: INVITEES.slice(0, 10),
  total: INVITEES.length,
  hasMore: true,
  loadingMore: false,
  error: undefined,
  retrying: false,
  nextPage: 'more',
  loadMore: fn(),
  retry: fn(),
};

const allLoaded: Members = {
  ...firstPage,
  rows: [...INVITEES],
  hasMore: false,
  nextPage: 'end',
};

const failure = new ApiError({
  kind: 'http',
  message: 'Serviço indisponível',
  path: nextMemberList.path,
  status: 500,
});

const meta = {
  component: InvitedMembers,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { members: firstPage },
} satisfies Meta<typeof InvitedMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Seus convidados' }));

/** The rows as "number · date · tag". */
const rows = (canvasElement: HTMLElement) =>
  region(canvasElement)
    .getAllByRole('listitem')
    .map((row) =>
      Array.from(row.querySelectorAll(':scope > span, :scope > span > span'))
        .filter((span) => span.children.length === 0)
        .map((span) => span.textContent)
        .join(' · '),
    );

/** The first page: ten friends, masked, each with their registration day and whether they deposited. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const members = region(canvasElement);
    await expect(members.getByText('23 convidados')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(10);
    await expect(rows(canvasElement).slice(0, 2)).toEqual([
      '55***0 · Cadastro em 19/11/2026 · Sem depósito',
      '55***1 · Cadastro em 17/11/2026 · Depositou',
    ]);
    await expect(members.getByRole('status')).toHaveTextContent('Mostrando 10 de 23');
    // The end of ten rows is within the preload margin of a phone screen.
    await waitFor(() => expect(args.members.loadMore).toHaveBeenCalledTimes(1));
  },
};

/** Every friend loaded: the list's own end text, nothing more asked for. */
export const AllLoaded: Story = {
  args: { members: allLoaded },
  play: async ({ canvasElement, args }) => {
    const members = region(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(23);
    await expect(members.getByText('Esses são todos os seus convidados')).toBeInTheDocument();
    await expect(args.members.loadMore).not.toHaveBeenCalled();
  },
};

/** The next page failed: the rows stay, the failure is said with "Tentar novamente". */
export const MoreFailed: Story = {
  args: { members: { ...firstPage, error: failure, nextPage: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const members = region(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(10);
    const retry = members.getByRole('button', { name: 'Tentar novamente' });
    retry.scrollIntoView({ block: 'end' });
    await expect(members.getByText('Não foi possível carregar mais convidados.')).toBeVisible();
    await tap(retry);
    await expect(args.members.retry).toHaveBeenCalledTimes(1);
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** The first page is on its way: four placeholder rows, the region busy, no count yet. */
export const Loading: Story = {
  args: { members: { ...firstPage, status: 'loading', rows: [], total: 0, nextPage: 'more' } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Seus convidados' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).queryByRole('listitem')).toBeNull();
    await expect(within(section).queryByText(/^\d+ convidados?$/)).toBeNull();
  },
};

/** Nobody invited yet: "0 convidados" and how to start. */
export const Empty: Story = {
  args: { members: { ...allLoaded, status: 'empty', rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const members = region(canvasElement);
    await expect(members.getByText('0 convidados')).toBeVisible();
    await expect(members.getByText('Nenhum amigo convidado ainda')).toBeVisible();
    await expect(
      members.getByText('Compartilhe o seu link: cada amigo que se cadastrar aparece aqui.'),
    ).toBeVisible();
  },
};

/** The first page failed: said in place; "Tentar novamente" asks again. */
export const Error: Story = {
  args: { members: { ...firstPage, status: 'error', rows: [], error: failure } },
  play: async ({ canvasElement, args }) => {
    const members = region(canvasElement);
    await expect(members.getByText('Algo deu errado')).toBeVisible();
    await tap(members.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.members.retry).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** One friend, desktop frame, light theme: "1 convidado". */
export const OneFriendDesktopLightTheme: Story = {
  args: { members: { ...allLoaded, rows: INVITEES.slice(1, 2), total: 1 } },
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const members = region(canvasElement);
    await expect(members.getByText('1 convidado')).toBeVisible();
    await expect(rows(canvasElement)).toEqual(['55***1 · Cadastro em 17/11/2026 · Depositou']);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { ActivityIcons } from '../../../../src/features/home/ActivityIcons/ActivityIcons';
import { overlaysState } from '../../../../src/state/overlays';
import { findLoadedRegion, withLocationProbe } from '../homeSectionKit';
import { logInDemoPlayer } from '../../../storyKit';

const meta = {
  component: ActivityIcons,
  decorators: [withLocationProbe],
} satisfies Meta<typeof ActivityIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** Taps scroll the row to the tapped icon: leave focus and scroll at rest for the screenshot. */
function restRow(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  const list = canvasElement.querySelector('ul');
  if (list) list.scrollLeft = 0;
}

/** The activity call never answers: six placeholders (spec 2). */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Atividades' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** A visitor: only loginShow 1 activities, never a hidden type (spec 6); page taps navigate. */
export const LoggedOut: Story = {
  play: async ({ canvasElement, step }) => {
    const row = within(await findLoadedRegion(canvasElement, 'Atividades'));
    await step('loginShow 0 and hidden types are absent', async () => {
      await expect(row.getByRole('link', { name: 'VIP' })).toBeVisible();
      await expect(row.queryByText('1º depósito')).toBeNull(); // type 7, loginShow 0
      await expect(row.queryByText('Código')).toBeNull(); // type 11, loginShow 0
      await expect(row.queryByText('Baú')).toBeNull(); // type 10, hidden
      await expect(row.queryByText('Resgate')).toBeNull(); // type 1, hidden
    });
    await step('type 3 goes to /viprule', async () => {
      await userEvent.click(row.getByRole('link', { name: 'VIP' }));
      await expect(route(canvasElement)).toHaveTextContent(/^\/viprule$/);
    });
    await step('type 5 goes to /promotion, type 6 to /rechargeRule', async () => {
      await userEvent.click(row.getByRole('link', { name: 'Indicar' }));
      await expect(route(canvasElement)).toHaveTextContent(/^\/promotion$/);
      await userEvent.click(row.getByRole('link', { name: 'Depósito' }));
      await expect(route(canvasElement)).toHaveTextContent(/^\/rechargeRule$/);
    });
    await step('any other type goes to its activity detail', async () => {
      await expect(row.getByRole('link', { name: 'Raspadinha' })).toHaveAttribute(
        'href',
        '/activityDetail/14?id=3014',
      );
      await userEvent.click(row.getByRole('link', { name: 'Raspadinha' }));
      await expect(route(canvasElement)).toHaveTextContent(/^\/activityDetail\/14\?id=3014$/);
      restRow(canvasElement);
    });
  },
};

/** A player also sees loginShow 0 activities; the pop-up types open their pop-ups. */
export const LoggedIn: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, step }) => {
    const row = within(await findLoadedRegion(canvasElement, 'Atividades'));
    await step('loginShow 0 activities show, hidden types still do not', async () => {
      await expect(await row.findByRole('link', { name: '1º depósito' })).toBeVisible();
      await expect(row.queryByText('Baú')).toBeNull();
      await expect(row.queryByText('Tarefas')).toBeNull(); // type 36, hidden though loginShow 0
    });
    await step('type 21 opens the sign-in pop-up', async () => {
      await userEvent.click(row.getByRole('button', { name: 'Check-in' }));
      await expect(overlaysState.overlay).toEqual({
        name: 'signIn',
        props: { activityId: 3021 },
      });
    });
    await step('type 39 opens the new red-packet pop-up, type 4 the red-packet one', async () => {
      await userEvent.click(row.getByRole('button', { name: 'Sorte' }));
      await expect(overlaysState.overlay).toEqual({
        name: 'newRedPacket',
        props: { activityId: 3039 },
      });
      await userEvent.click(row.getByRole('button', { name: 'Envelopes' }));
      await expect(overlaysState.overlay).toEqual({
        name: 'redPacket',
        props: { activityId: 3004 },
      });
      await expect(route(canvasElement)).toHaveTextContent(/^\/$/);
      restRow(canvasElement);
    });
  },
};

/** No activity to show: the row renders nothing, so the Home shows no gap. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: 'Atividades' })).toBeNull(),
    );
  },
};

/** The activity call fails: a row-high box says so and offers a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar as atividades.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

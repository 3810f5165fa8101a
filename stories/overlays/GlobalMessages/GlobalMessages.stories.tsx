import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { Refuse } from '../../../mocks/world/codes';
import { scenarios } from '../../../mocks/scenarios';
import { quietly } from '../../../src/api/errors';
import { getMemberInfo } from '../../../src/api/session';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { overlaysState, showDialog, showToast } from '../../../src/state/overlays';
import { sessionState, setSession } from '../../../src/state/session';
import { withAppPage } from '../overlayPage';

const meta = {
  component: GlobalMessages,
  decorators: [withAppPage],
} satisfies Meta<typeof GlobalMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Three queued toasts, oldest on top. Kept on screen (durationMs 0) so the picture is stable;
 * with the default 3000 ms the store's own timer removes them (GlobalMessages.test.tsx).
 */
export const Toasts: Story = {
  beforeEach: () => {
    showToast({ message: 'Depósito confirmado.', tone: 'success', durationMs: 0 });
    showToast({ message: 'Seu bônus expira em 2 dias.', tone: 'warning', durationMs: 0 });
    showToast({ message: 'Saldo insuficiente para esta aposta.', tone: 'danger', durationMs: 0 });
  },
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const region = await page.findByRole('region', { name: 'Notificações' });
    await step('the store queue, in order', async () => {
      await expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Depósito confirmado.',
        'Seu bônus expira em 2 dias.',
        'Saldo insuficiente para esta aposta.',
      ]);
    });
    await step('the danger one is announced as an alert, the others politely', async () => {
      await expect(page.getByRole('alert')).toHaveTextContent(
        'Saldo insuficiente para esta aposta.',
      );
      await expect(page.getByRole('status')).toHaveTextContent(
        'Depósito confirmado.Seu bônus expira em 2 dias.',
      );
    });
  },
};

/**
 * Spec 8: a call answered 6121 ends the session and shows the server's message in a dialog.
 * The demo player's info call meets the 'logged-elsewhere-6121' scenario.
 */
export const SessionDialog: Story = {
  parameters: { msw: { handlers: scenarios['logged-elsewhere-6121'] } },
  beforeEach: async () => {
    setSession(DEMO_ACCOUNT.info);
    await quietly(getMemberInfo());
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Sessão encerrada',
    });
    await step('the server message, as text', async () => {
      await expect(dialog).toHaveAccessibleDescription(Refuse.loggedElsewhere.msg);
    });
    await step('the session is gone and focus is on OK', async () => {
      await expect(sessionState.token).toBe('');
      await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    });
  },
};

/** Two dialogs queued: one shows at a time; OK brings the next one. */
export const QueuedDialogs: Story = {
  beforeEach: () => {
    showDialog({ title: 'Sessão encerrada', message: Refuse.accountFrozen.msg, tone: 'danger' });
    showDialog({ title: 'Sessão encerrada', message: Refuse.loggedElsewhere.msg, tone: 'danger' });
  },
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    await step('only the oldest shows', async () => {
      const first = await page.findByRole('alertdialog');
      await expect(first).toHaveAccessibleDescription(Refuse.accountFrozen.msg);
      await expect(page.getAllByRole('alertdialog')).toHaveLength(1);
    });
    await step('OK dismisses it and the next one shows', async () => {
      await userEvent.click(page.getByRole('button', { name: 'OK' }));
      await waitFor(() =>
        expect(page.getByRole('alertdialog')).toHaveAccessibleDescription(
          Refuse.loggedElsewhere.msg,
        ),
      );
      await expect(page.getAllByRole('alertdialog')).toHaveLength(1);
      await expect(overlaysState.dialogs).toHaveLength(1);
      await expect(page.getByRole('button', { name: 'OK' })).toHaveFocus();
    });
  },
};

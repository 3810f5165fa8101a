import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { activityIdOf, NEW_RED_PACKET } from '../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { waitForNextRound } from '../../../mocks/world/activities';
import { Refuse } from '../../../mocks/world/codes';
import { findUser } from '../../../mocks/world/world';
import { receiveNewRedPacket } from '../../../src/api/activities';
import { endpoints } from '../../../src/api/allEndpoints';
import { NewRedPacketPopup } from '../../../src/overlays/NewRedPacketPopup/NewRedPacketPopup';
import { openOverlay } from '../../../src/state/overlays';
import { setSession } from '../../../src/state/session';
import { tap } from '../../storyKit';
import { withAppPage } from '../overlayPage';
import {
  doubleTap,
  page,
  recordCalls,
  settled,
  visitorOpensRegister,
} from '../SignInPopup/activityPopupKit';

/** The demo world's new red packet (type 39): open for 14:45 more, R$ 1,00 to R$ 88,00. */
const ACTIVITY_ID = activityIdOf(39);

const meta = {
  component: NewRedPacketPopup,
  decorators: [withAppPage],
  // Stores are reset before each story; the pop-up opens the way the home icon row does.
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
    openOverlay('newRedPacket', { activityId: ACTIVITY_ID });
  },
} satisfies Meta<typeof NewRedPacketPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('dialog', { name: 'Envelope da sorte' });

/** The packet is open: prize range, the countdown until it closes, packets left, the action. */
export const Claimable: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    const button = await within(dialog).findByRole('button', { name: 'Receber envelope' });
    await step('range, countdown (spec 5 format) and packets left', async () => {
      await expect(within(dialog).getByText(/^Prêmio de R\$\s1,00 a R\$\s88,00$/)).toBeVisible();
      await expect(within(dialog).getByText('Termina em')).toBeVisible();
      await expect(within(dialog).getByRole('timer')).toHaveTextContent('00:14:45');
      await expect(within(dialog).getByText('412 de 1.000 envelopes restantes')).toBeVisible();
    });
    await step('the action is offered', async () => {
      await expect(button).toBeEnabled();
      await expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Um envelope está esperando por você.',
      );
    });
    await settled(dialog);
  },
};

/**
 * Just received: a fast double tap on "Receber envelope" sends one claim; the amount won shows
 * in reais and the button is disabled.
 */
export const Won: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    const button = await within(dialog).findByRole('button', { name: 'Receber envelope' });
    const claims = recordCalls(endpoints.newRedPacketReceive.path);
    try {
      await step('a double tap sends one claim', async () => {
        await doubleTap(button);
        await within(dialog).findByRole('button', { name: 'Envelope recebido' });
        await expect(claims.calls).toEqual([`POST ${endpoints.newRedPacketReceive.path}`]);
      });
    } finally {
      claims.stop();
    }
    await step('the amount won, no countdown, the button disabled', async () => {
      await expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^Você ganhou\s*R\$\s7,77\s*Você já recebeu este envelope/,
      );
      await expect(within(dialog).queryByRole('timer')).toBeNull();
      await expect(
        within(dialog).getByRole('button', { name: 'Envelope recebido' }),
      ).toBeDisabled();
      await waitFor(() =>
        expect(within(dialog).getByText('411 de 1.000 envelopes restantes')).toBeVisible(),
      );
    });
    await settled(dialog);
  },
};

/** Received earlier: the pop-up opens on what was won, nothing left to receive. */
export const Claimed: Story = {
  beforeEach: async () => {
    await receiveNewRedPacket(
      { redNumber: NEW_RED_PACKET.redNumber },
      { idempotencyKey: 'story-received-earlier' },
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(
      await within(dialog).findByRole('button', { name: 'Envelope recebido' }),
    ).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^Você ganhou\s*R\$\s7,77/);
    await settled(dialog);
  },
};

/** Between rounds: the countdown until the next packet opens; nothing to receive yet. */
export const NotOpenYet: Story = {
  beforeEach: () => {
    const player = findUser(DEMO_ACCOUNT.info.userNo);
    if (player) waitForNextRound(player);
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(await within(dialog).findByText('Abre em')).toBeVisible();
    await expect(within(dialog).getByRole('timer')).toHaveAccessibleName(
      'Tempo restante: 06:00:00',
    );
    await expect(within(dialog).getByRole('button', { name: 'Aguarde a abertura' })).toBeDisabled();
    await settled(dialog);
  },
};

/** The packet has not arrived ('timeout' scenario: it never will): placeholders, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando a atividade');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await settled(dialog);
  },
};

/** The server refuses the packet ('unknown-error'): its message, and a retry that asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['unknown-error'] } },
  play: async ({ canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    await expect(await within(dialog).findByText(Refuse.unknown.msg)).toBeVisible();
    await step('retry reads the packet again', async () => {
      const reads = recordCalls(endpoints.newRedPacketDetail.path);
      try {
        await tap(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
        await waitFor(() =>
          expect(reads.calls).toEqual([`GET ${endpoints.newRedPacketDetail.path}`]),
        );
        await waitFor(() =>
          expect(
            within(dialog).getByRole('button', { name: 'Tentar novamente' }),
          ).not.toHaveAttribute('aria-busy'),
        );
      } finally {
        reads.stop();
      }
    });
    await settled(dialog);
  },
};

/** A visitor taps the packet icon: the register pop-up opens instead (spec 6). */
export const Visitor: Story = visitorOpensRegister;

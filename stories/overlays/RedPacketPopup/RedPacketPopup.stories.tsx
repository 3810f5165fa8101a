import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { activityIdOf } from '../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { redEnvelopeNumber, waitForNextRound } from '../../../mocks/world/activities';
import { Refuse } from '../../../mocks/world/codes';
import { findUser } from '../../../mocks/world/world';
import { openRedEnvelope } from '../../../src/api/activities';
import { endpoints } from '../../../src/api/allEndpoints';
import { RedPacketPopup } from '../../../src/overlays/RedPacketPopup/RedPacketPopup';
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

/** The demo world's red envelope rounds (type 4): the noon round is open for 9 min more. */
const ACTIVITY_ID = activityIdOf(4);

const meta = {
  component: RedPacketPopup,
  decorators: [withAppPage],
  // Stores are reset before each story; the pop-up opens the way the home icon row does.
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
    openOverlay('redPacket', { activityId: ACTIVITY_ID });
  },
} satisfies Meta<typeof RedPacketPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('dialog', { name: 'Chuva de envelopes' });

/**
 * The round is open and the player has not opened its envelope (spec 4: claimable and not
 * claimed, the detail then the check): the countdown until it ends, "Abrir envelope".
 */
export const Claimable: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    const button = await within(dialog).findByRole('button', { name: 'Abrir envelope' });
    await step('the round ends in 9 minutes (spec 5 format)', async () => {
      await expect(within(dialog).getByText('Rodada termina em')).toBeVisible();
      await expect(within(dialog).getByRole('timer')).toHaveTextContent('00:09:00');
    });
    await step('the envelope can be opened', async () => {
      await expect(within(dialog).getByRole('status')).toHaveTextContent('A rodada começou!');
      await expect(button).toBeEnabled();
    });
    await settled(dialog);
  },
};

/**
 * Just opened: a fast double tap on "Abrir envelope" sends one claim with the round's red
 * number; the R$ 8,88 won shows and the button is disabled.
 */
export const Won: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    const button = await within(dialog).findByRole('button', { name: 'Abrir envelope' });
    const claims = recordCalls(endpoints.redEnvelopeOpen.path);
    try {
      await step('a double tap sends one claim', async () => {
        await doubleTap(button);
        await within(dialog).findByRole('button', { name: 'Envelope aberto' });
        await expect(claims.calls).toEqual([`POST ${endpoints.redEnvelopeOpen.path}`]);
      });
    } finally {
      claims.stop();
    }
    await step('the amount won, the round done for this player', async () => {
      await expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^Você ganhou\s*R\$\s8,88\s*Você já abriu o envelope desta rodada\.$/,
      );
      await expect(within(dialog).queryByRole('timer')).toBeNull();
      await expect(within(dialog).getByRole('button', { name: 'Envelope aberto' })).toBeDisabled();
    });
    await settled(dialog);
  },
};

/** Opened earlier this round: what was won, nothing left to open. */
export const Claimed: Story = {
  beforeEach: async () => {
    await openRedEnvelope(
      { redNumber: redEnvelopeNumber() },
      { idempotencyKey: 'story-opened-earlier' },
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(
      await within(dialog).findByRole('button', { name: 'Envelope aberto' }),
    ).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^Você ganhou\s*R\$\s8,88/);
    await settled(dialog);
  },
};

/** Between rounds: the countdown until the next one; nothing to open yet. */
export const NotStarted: Story = {
  beforeEach: () => {
    const player = findUser(DEMO_ACCOUNT.info.userNo);
    if (player) waitForNextRound(player);
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(await within(dialog).findByText('Próxima rodada em')).toBeVisible();
    await expect(within(dialog).getByRole('timer')).toHaveAccessibleName(
      'Tempo restante: 06:00:00',
    );
    await expect(within(dialog).getByRole('button', { name: 'Aguarde a rodada' })).toBeDisabled();
    await settled(dialog);
  },
};

/** The envelope has not arrived ('timeout' scenario: it never will): placeholders, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando a atividade');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await settled(dialog);
  },
};

/** The server refuses the envelope ('unknown-error'): its message, and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['unknown-error'] } },
  play: async ({ canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    await expect(await within(dialog).findByText(Refuse.unknown.msg)).toBeVisible();
    await step('retry reads the envelope again', async () => {
      const reads = recordCalls(endpoints.redEnvelopeDetail.path);
      try {
        await tap(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
        await waitFor(() =>
          expect(reads.calls).toEqual([`GET ${endpoints.redEnvelopeDetail.path}`]),
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

/** A visitor taps the red-packet icon: the register pop-up opens instead (spec 6). */
export const Visitor: Story = visitorOpensRegister;

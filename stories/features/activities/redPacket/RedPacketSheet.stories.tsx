import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { advanceClock } from '../../../../.storybook/clock';
import { applyScenario, scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { usePopupDetail } from '../../../../src/features/activities/activityClaim';
import type { EnvelopeGeometry } from '../../../../src/features/activities/redPacket/RedPacketArt';
import {
  ClaimPanel,
  PacketCountdown,
  RedPacketSheet,
} from '../../../../src/features/activities/redPacket/RedPacketSheet';
import { useWonDisplay } from '../../../../src/features/activities/redPacket/WonAmount';
import { t } from '../../../../src/i18n/t';
import { loadEnvelope, openEnvelope } from '../../../../src/overlays/RedPacketPopup/redPacket';
import { failingOnce, logInDemoPlayer, tap } from '../../../storyKit';
import { withAppPage } from '../../../overlays/overlayPage';
import { page, recordCalls, settled } from '../../../overlays/SignInPopup/activityPopupKit';
import '../../../../src/i18n/messages/activityPopups';

/*
 * The sheet both red-packet pop-ups are built on (spec 2: type 39 new red packet, type 4
 * envelope rain), with the pieces they share: the countdown line (PacketCountdown) and the
 * claim's panel (ClaimPanel). Here it carries the envelope rain's round from the mock world
 * (its detail and its claim), with the plainest content: the countdown, then the panel. Each
 * pop-up's own stories show its phases and words.
 */

/** A plain envelope, the size the sheet draws (96 units). */
const ENVELOPE: EnvelopeGeometry = {
  box: { x: 18, y: 10, width: 60, height: 76, radius: 8 },
  flap: { sides: 14, tip: 50 },
  seal: { y: 50, radius: 11 },
  mark: 'M48 43l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z',
};

type PacketSheetProps = {
  /** The widths of the placeholder's text lines. */
  skeletonLines: readonly string[];
};

function PacketSheet({ skeletonLines }: PacketSheetProps) {
  // Its own cache entry, apart from the pop-up's.
  const detail = usePopupDetail([endpoints.redEnvelopeDetail.path, 'sheet-story'], loadEnvelope);
  return (
    <RedPacketSheet
      title={t('redPacketPopup.title')}
      detail={detail}
      claim={openEnvelope}
      envelope={ENVELOPE}
      skeletonLines={skeletonLines}
    >
      {(timed, { claim, onClaim, onCountdownEnd }) => (
        <SheetContent
          claim={claim}
          redNumber={timed.envelope.redNumber}
          currency={timed.envelope.currency}
          deadline={timed.deadline}
          claimable={timed.canOpen}
          onClaim={onClaim}
          onCountdownEnd={onCountdownEnd}
        />
      )}
    </RedPacketSheet>
  );
}

type SheetContentProps = {
  claim: Parameters<typeof ClaimPanel>[0]['claim'];
  redNumber: string;
  currency: string;
  deadline: number;
  claimable: boolean;
  onClaim: (redNumber: string) => void;
  onCountdownEnd: () => void;
};

function SheetContent({
  claim,
  redNumber,
  currency,
  deadline,
  claimable,
  onClaim,
  onCountdownEnd,
}: SheetContentProps) {
  const { won, display } = useWonDisplay(claim, currency);
  const open = claimable && !won;
  return (
    <>
      {open && (
        <PacketCountdown
          label={t('redPacketPopup.closesIn')}
          deadline={deadline}
          onEnd={onCountdownEnd}
        />
      )}
      <ClaimPanel
        claim={claim}
        amountWon={won?.amount ?? null}
        display={display}
        message={t(open ? 'redPacketPopup.open.text' : 'redPacketPopup.opened.text')}
        claimable={open}
        onClaim={() => onClaim(redNumber)}
      >
        {t(open ? 'redPacketPopup.open' : 'redPacketPopup.opened')}
      </ClaimPanel>
    </>
  );
}

const meta = {
  component: PacketSheet,
  decorators: [withAppPage],
  beforeEach: logInDemoPlayer,
  args: { skeletonLines: ['45%', '70%'] },
} satisfies Meta<typeof PacketSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const findSheet = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('dialog', { name: 'Chuva de envelopes' });

const findOpenButton = async (dialog: HTMLElement) =>
  within(dialog).findByRole('button', { name: 'Abrir envelope' });

/**
 * The detail has not come ('timeout': it never will): the placeholder takes the content's
 * shape (the art's circle, one line per `skeletonLines`, the button), and says it is loading.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  args: { skeletonLines: ['60%', '40%', '50%'] },
  play: async ({ canvasElement }) => {
    const dialog = await findSheet(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando a atividade');
    const body = dialog.querySelector('[aria-busy="true"]');
    await expect(body).not.toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Abrir envelope' })).toBeNull();
    // The art, three text lines and the button: five placeholders after the hidden status.
    await expect(body!.children).toHaveLength(1 + 5);
    await settled(dialog);
  },
};

const detailFailsOnce = failingOnce(endpoints.redEnvelopeDetail);

/** The detail fails: the failure and "Tentar novamente"; the retry brings the round. */
export const Error: Story = {
  parameters: { msw: { handlers: detailFailsOnce.handlers } },
  beforeEach: () => {
    detailFailsOnce.reset();
    logInDemoPlayer();
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await findSheet(canvasElement);
    await step('the failure, in pt-BR, with a retry', async () => {
      await expect(
        await within(dialog).findByText('Não foi possível carregar a atividade'),
      ).toBeVisible();
      await expect(within(dialog).getByText('Serviço indisponível')).toBeVisible();
    });
    await step('the retry reads the detail again and the round shows', async () => {
      await tap(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
      await expect(await findOpenButton(dialog)).toBeEnabled();
    });
    await settled(dialog);
  },
};

/**
 * The round is open: the envelope, "Rodada termina em" with the time left (spec 5 format,
 * ticking each second), the round's message in the status and the enabled button.
 */
export const Claimable: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await findSheet(canvasElement);
    const button = await findOpenButton(dialog);
    await step('the art is decoration', async () => {
      const art = dialog.querySelector('svg[viewBox="0 0 96 96"]');
      await expect(art).toHaveAttribute('aria-hidden', 'true');
    });
    await step('the countdown line', async () => {
      await expect(within(dialog).getByText('Rodada termina em')).toBeVisible();
      await expect(within(dialog).getByRole('timer')).toHaveTextContent('00:09:00');
      advanceClock(1000);
      await waitFor(() => expect(within(dialog).getByRole('timer')).toHaveTextContent('00:08:59'));
    });
    await step('the status and the button', async () => {
      await expect(within(dialog).getByRole('status')).toHaveTextContent(
        'A rodada começou! Abra o seu envelope antes que ela termine.',
      );
      await expect(button).toBeEnabled();
      await expect(within(dialog).queryByRole('alert')).toBeNull();
    });
    await settled(dialog);
  },
};

/** The countdown reaches zero: the sheet reads the detail again (spec 4). */
export const CountdownEnded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findSheet(canvasElement);
    await findOpenButton(dialog);
    const reads = recordCalls(endpoints.redEnvelopeDetail.path);
    try {
      advanceClock(9 * 60 * 1000);
      await waitFor(() => expect(reads.calls).toEqual([`GET ${endpoints.redEnvelopeDetail.path}`]));
      await waitFor(() => expect(within(dialog).getByRole('timer')).toHaveTextContent('Encerrado'));
    } finally {
      reads.stop();
    }
    await settled(dialog);
  },
};

/**
 * Claiming: the network stops answering as the player taps; the button shows it is busy and
 * takes no second tap.
 */
export const Claiming: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findSheet(canvasElement);
    const button = await findOpenButton(dialog);
    const claims = recordCalls(endpoints.redEnvelopeOpen.path);
    try {
      applyScenario('timeout');
      await tap(button);
      await expect(button).toHaveAttribute('aria-busy', 'true');
      // A busy button takes no second tap: still the one claim.
      await tap(button);
      await expect(claims.calls).toEqual([`POST ${endpoints.redEnvelopeOpen.path}`]);
      await expect(within(dialog).queryByText(/Você ganhou/)).toBeNull();
    } finally {
      claims.stop();
    }
    await settled(dialog);
  },
};

/**
 * Won: the amount above the message in the one live region (WonAmount, at rest for the
 * runner), the countdown gone and the button disabled.
 */
export const Won: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findSheet(canvasElement);
    await tap(await findOpenButton(dialog));
    const opened = await within(dialog).findByRole('button', { name: 'Envelope aberto' });
    await expect(opened).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^Você ganhou\s*R\$\s8,88\s*Você já abriu o envelope desta rodada\.$/,
    );
    await expect(within(dialog).queryByRole('timer')).toBeNull();
    await settled(dialog);
  },
};

const claimFailsOnce = failingOnce(endpoints.redEnvelopeOpen);

/**
 * The claim is refused (HTTP 500 once): the server's words in an alert under the status, and
 * the button offered again (the detail, read again, still says the round is open).
 */
export const Refused: Story = {
  parameters: { msw: { handlers: claimFailsOnce.handlers } },
  beforeEach: () => {
    claimFailsOnce.reset();
    logInDemoPlayer();
  },
  play: async ({ canvasElement }) => {
    const dialog = await findSheet(canvasElement);
    await tap(await findOpenButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Serviço indisponível');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Abrir envelope' })).toBeEnabled(),
    );
    await settled(dialog);
  },
};

/** The open round in the light theme (axe AA on both themes). */
export const ClaimableLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const dialog = await findSheet(canvasElement);
    await expect(await findOpenButton(dialog)).toBeEnabled();
    await settled(dialog);
  },
};

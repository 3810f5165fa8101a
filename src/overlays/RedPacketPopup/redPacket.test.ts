import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { RED_ENVELOPE_AMOUNT, waitForNextRound } from '../../../mocks/world/activities';
import { Code } from '../../../mocks/world/codes';
import { findUser } from '../../../mocks/world/world';
import { endpoints } from '../../api/allEndpoints';
import { setSession } from '../../state/session';
import { envelopePhase, loadEnvelope, openEnvelope } from './redPacket';

const DEMO = DEMO_ACCOUNT.info;

let sent: string[] = [];
const record = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (path.startsWith('/api/redEnvelope/')) sent.push(`${request.method} ${path}`);
};
afterEach(() => {
  server.events.removeListener('request:start', record);
  sent = [];
});

describe('envelopePhase (spec 4: claimable and not yet claimed)', () => {
  it.each([
    [0, true, 'notStarted'],
    [1, true, 'open'],
    [1, false, 'opened'],
    [2, true, 'opened'],
    [3, true, 'ended'],
  ] as const)('status %i, can open %s: %s', (redEnvelopesStatus, canOpen, phase) => {
    expect(envelopePhase({ redEnvelopesStatus }, canOpen)).toBe(phase);
  });
});

describe('loadEnvelope', () => {
  it('checks whether the player can still open a claimable round', async () => {
    setSession(DEMO);
    server.events.on('request:start', record);
    const { envelope, canOpen } = await loadEnvelope();
    expect(envelope).toMatchObject({ redEnvelopesStatus: 1, amount: null, currency: 'BRL' });
    expect(envelope.redNumber).toMatch(/^RE-\d{8}$/);
    expect(canOpen).toBe(true);
    expect(sent).toEqual([
      `GET ${endpoints.redEnvelopeDetail.path}`,
      `GET ${endpoints.redEnvelopeCheck.path}`,
    ]);
  });

  it('skips the check when the round has not started', async () => {
    setSession(DEMO);
    waitForNextRound(findUser(DEMO.userNo)!);
    server.events.on('request:start', record);
    await expect(loadEnvelope()).resolves.toMatchObject({ canOpen: false });
    expect(sent).toEqual([`GET ${endpoints.redEnvelopeDetail.path}`]);
  });
});

describe('openEnvelope', () => {
  it('opens once for a double tap; the detail then carries the amount won', async () => {
    setSession(DEMO);
    const { envelope } = await loadEnvelope();
    server.events.on('request:start', record);
    const [first, second] = await Promise.all([
      openEnvelope(envelope.redNumber),
      openEnvelope(envelope.redNumber),
    ]);
    expect(first).toEqual({ amount: RED_ENVELOPE_AMOUNT, currency: 'BRL' });
    expect(second).toBe(first);
    expect(sent).toEqual([`POST ${endpoints.redEnvelopeOpen.path}`]);

    await expect(loadEnvelope()).resolves.toMatchObject({
      envelope: { redEnvelopesStatus: 2, amount: RED_ENVELOPE_AMOUNT },
      canOpen: false,
    });
    const again = await openEnvelope(envelope.redNumber).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: Code.alreadyClaimed });
  });
});

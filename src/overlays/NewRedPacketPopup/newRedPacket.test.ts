import { afterEach, describe, expect, it } from 'vitest';
import { NEW_RED_PACKET } from '../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { Code } from '../../../mocks/world/codes';
import { balanceOf } from '../../../mocks/world/wallet';
import { endpoints } from '../../api/allEndpoints';
import { overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import { packetPhase, receivePacket } from './newRedPacket';

const DEMO = DEMO_ACCOUNT.info;

let sent: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === endpoints.newRedPacketReceive.path) sent.push(request.url);
};
afterEach(() => {
  server.events.removeListener('request:start', record);
  sent = [];
});

describe('packetPhase', () => {
  it.each([
    [0, 'waiting'],
    [1, 'open'],
    [2, 'received'],
    [7, 'waiting'],
  ] as const)('status %i is %s', (redEnvelopesStatus, phase) => {
    expect(packetPhase({ redEnvelopesStatus })).toBe(phase);
  });
});

describe('receivePacket', () => {
  it('credits the packet once for a double tap, then the server refuses another (3001)', async () => {
    setSession(DEMO);
    server.events.on('request:start', record);
    const before = balanceOf(DEMO.userNo, 'BRL');
    const [first, second] = await Promise.all([
      receivePacket(NEW_RED_PACKET.redNumber),
      receivePacket(NEW_RED_PACKET.redNumber),
    ]);
    expect(first).toEqual({ amount: 7.77, currency: 'BRL' });
    expect(second).toBe(first);
    expect(sent).toHaveLength(1);
    expect(balanceOf(DEMO.userNo, 'BRL')).toBeCloseTo(before + 7.77, 2);

    const again = await receivePacket(NEW_RED_PACKET.redNumber).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: Code.alreadyClaimed });
    expect(overlaysState.toasts).toEqual([]);
  });
});

import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RED_PACKET_CLAIMABLE,
  RED_PACKET_RED_NUMBER,
  RED_PACKET_WAITING,
} from '../../../../mocks/data/activities';
import { FIXED_NOW, HOUR } from '../../../../mocks/data/clock';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { fail, route } from '../../../../mocks/handlers/respond';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { Code } from '../../../../mocks/world/codes';
import { balanceOf } from '../../../../mocks/world/wallet';
import { endpoints } from '../../../api/allEndpoints';
import type { RedPacketState } from '../../../api/contract';
import { formatCountdown } from '../../../lib/time';
import { overlaysState } from '../../../state/overlays';
import { setSession } from '../../../state/session';
import {
  claimFollowingPacket,
  createRedPacketFollower,
  redPacketAllowedOn,
  type RedPacketFollower,
  type RedPacketLoaders,
} from './redPacketFollower';
import { RedPacketFollower as Packet } from './RedPacketFollower';
import { useRedPacketFollower } from './useRedPacketFollower';

const DEMO = DEMO_ACCOUNT.info;
const OPEN_MS = RED_PACKET_CLAIMABLE.countdown; // 9 min 30 s

/** Every red-packet call the app sends, as 'status' | 'claimed' | 'claim'. */
let calls: string[] = [];
const names: Record<string, string> = {
  [endpoints.redPacketStatus.path]: 'status',
  [endpoints.redPacketClaimed.path]: 'claimed',
  [endpoints.redPacketClaim.path]: 'claim',
};
const record = ({ request }: { request: Request }) => {
  const name = names[new URL(request.url).pathname];
  if (name) calls.push(name);
};

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Lets the mock world answer (msw resolves on microtasks and zero-delay timers). */
async function answered(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}

let follower: RedPacketFollower | null = null;
function follow(path: string, loggedIn = true, loaders?: RedPacketLoaders): RedPacketFollower {
  follower ??= createRedPacketFollower(loaders);
  follower.follow({ path, loggedIn });
  return follower;
}

beforeEach(() => {
  vi.useFakeTimers({ now: FIXED_NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  calls = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  follower?.dispose();
  follower = null;
  server.events.removeListener('request:start', record);
  setVisibility('visible');
  vi.useRealTimers();
});

describe('redPacketAllowedOn (spec 4: not on deposit, withdraw and promotion)', () => {
  it.each([
    ['/', true],
    ['/activity', true],
    ['/gameList', true],
    ['/deposit', false],
    ['/withdraw', false],
    ['/promotion', false],
    ['/promotion/', false],
    ['/depositRule', true],
  ])('%s → %s', (path, allowed) => {
    expect(redPacketAllowedOn(path)).toBe(allowed);
  });
});

describe('the red packet that follows the player (spec 4)', () => {
  it('a visitor gets no call and no packet (spec 6)', async () => {
    const f = follow('/', false);
    await answered();
    expect(calls).toEqual([]);
    expect(f.view()).toEqual({ kind: 'none' });
  });

  it('reads the status, checks the claimable packet against the claims, and shows it', async () => {
    setSession(DEMO);
    const f = follow('/');
    await answered();
    expect(calls).toEqual(['status', 'claimed']);
    expect(f.view()).toEqual({
      kind: 'claimable',
      redNumber: RED_PACKET_RED_NUMBER,
      deadline: FIXED_NOW + OPEN_MS,
      left: OPEN_MS,
    });
  });

  it('ticks each second from the server’s milliseconds (spec 5 display, floored)', async () => {
    setSession(DEMO);
    const f = follow('/');
    await answered();
    const shown = () => {
      const view = f.view();
      return view.kind === 'claimable' ? formatCountdown(view.left) : null;
    };
    expect(shown()).toBe('00:09:30');
    const seen: (string | null)[] = [];
    f.subscribe(() => seen.push(shown()));
    await vi.advanceTimersByTimeAsync(3000);
    // One change per second, each the instant the shown second changes.
    expect(seen).toEqual(['00:09:29', '00:09:28', '00:09:27']);
  });

  it('re-fetches at zero', async () => {
    setSession(DEMO);
    const f = follow('/');
    await answered();
    calls = [];
    await vi.advanceTimersByTimeAsync(OPEN_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await answered();
    expect(calls).toEqual(['status', 'claimed']);
    // The mock world's next answer is the seed's 9 min 30 s again, from the new now.
    expect(f.view()).toMatchObject({ kind: 'claimable', deadline: FIXED_NOW + 2 * OPEN_MS });
  });

  it('between rounds: no claimed check, nothing shown, re-fetched when the next round opens', async () => {
    setSession(DEMO);
    server.use(...scenarios['red-packet-waiting']);
    const f = follow('/');
    await answered();
    expect(calls).toEqual(['status']);
    expect(f.view()).toEqual({ kind: 'none' });
    await vi.advanceTimersByTimeAsync(RED_PACKET_WAITING.countdown);
    await answered();
    expect(calls).toEqual(['status', 'status']);
  });

  it('already claimed: the claimed check hides it', async () => {
    setSession(DEMO);
    server.use(...scenarios['red-packet-claimed']);
    const f = follow('/');
    await answered();
    expect(calls).toEqual(['status', 'claimed']);
    expect(f.view()).toEqual({ kind: 'none' });
  });

  it('stops while the page is hidden and re-fetches when it is visible again', async () => {
    setSession(DEMO);
    const f = follow('/');
    await answered();
    calls = [];
    const changes = vi.fn();
    f.subscribe(changes);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(OPEN_MS + 5000);
    expect(changes).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    setVisibility('visible');
    await answered();
    expect(calls).toEqual(['status', 'claimed']);
    expect(f.view()).toMatchObject({ kind: 'claimable', left: OPEN_MS });
  });

  it('re-fetches on each route change, keeping the packet on screen meanwhile', async () => {
    setSession(DEMO);
    const f = follow('/');
    await answered();
    calls = [];
    follow('/activity');
    expect(f.view()).toMatchObject({ kind: 'claimable' });
    await answered();
    follow('/gameList');
    await answered();
    expect(calls).toEqual(['status', 'claimed', 'status', 'claimed']);
    follow('/gameList');
    await answered();
    expect(calls).toHaveLength(4);
  });

  it.each(['/deposit', '/withdraw', '/promotion'])(
    'on %s: hidden at once, no call, no tick; back on a page it is fetched again',
    async (path) => {
      setSession(DEMO);
      const f = follow('/');
      await answered();
      calls = [];
      follow(path);
      expect(f.view()).toEqual({ kind: 'none' });
      await vi.advanceTimersByTimeAsync(OPEN_MS + 1000);
      expect(calls).toEqual([]);
      expect(f.view()).toEqual({ kind: 'none' });
      follow('/');
      await answered();
      expect(calls).toEqual(['status', 'claimed']);
      expect(f.view()).toMatchObject({ kind: 'claimable' });
    },
  );

  it('opening on /deposit makes no call at all', async () => {
    setSession(DEMO);
    const f = follow('/deposit');
    await answered();
    expect(calls).toEqual([]);
    expect(f.view()).toEqual({ kind: 'none' });
  });

  it('logout hides it and stops; an answer arriving after the logout is dropped', async () => {
    setSession(DEMO);
    const f = follow('/');
    await answered();
    follow('/', false);
    expect(f.view()).toEqual({ kind: 'none' });
    calls = [];
    await vi.advanceTimersByTimeAsync(OPEN_MS + 1000);
    expect(calls).toEqual([]);

    // Logged in again, then out before the answer lands.
    follow('/', true);
    follow('/', false);
    await answered();
    expect(f.view()).toEqual({ kind: 'none' });
  });

  it('a failing status hides it quietly (no toast) and the next route change recovers', async () => {
    setSession(DEMO);
    server.use(
      http.get(route(endpoints.redPacketStatus), () => fail(500, 'Serviço indisponível', 500), {
        once: true,
      }),
    );
    const f = follow('/');
    await answered();
    expect(f.view()).toEqual({ kind: 'none' });
    expect(overlaysState.toasts).toEqual([]);
    follow('/activity');
    await answered();
    expect(f.view()).toMatchObject({ kind: 'claimable' });
  });

  it('a countdown already over is not shown and not re-fetched in a loop', async () => {
    const status = vi.fn(async (): Promise<RedPacketState> => ({
      claimable: true,
      countdown: 0,
      redNumber: 'RP-0',
    }));
    const claimed = vi.fn(async () => false);
    const f = follow('/', true, { status, claimed });
    await answered();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(status).toHaveBeenCalledTimes(1);
    expect(claimed).not.toHaveBeenCalled();
    expect(f.view()).toEqual({ kind: 'none' });
  });

  it('an older answer arriving after a newer one is dropped', async () => {
    const answers: ((state: RedPacketState) => void)[] = [];
    const status = () => new Promise<RedPacketState>((resolve) => answers.push(resolve));
    const f = follow('/', true, { status, claimed: async () => false });
    follow('/activity');
    answers[1]?.({ ...RED_PACKET_WAITING });
    await answered();
    answers[0]?.({ ...RED_PACKET_CLAIMABLE });
    await answered();
    expect(f.view()).toEqual({ kind: 'none' });
  });
});

describe('claiming the packet (spec 6, 7: a money action)', () => {
  it('one request for a double tap, the wallet credited once; then the packet hides', async () => {
    setSession(DEMO);
    const f = follow('/');
    await answered();
    const before = balanceOf(DEMO.userNo, 'BRL');
    calls = [];
    const both = Promise.all([
      claimFollowingPacket(RED_PACKET_RED_NUMBER),
      claimFollowingPacket(RED_PACKET_RED_NUMBER),
    ]);
    await answered();
    const [first, second] = await both;
    expect(first).toEqual({ amount: 5.2, currency: 'BRL' });
    expect(second).toBe(first);
    expect(calls.filter((c) => c === 'claim')).toHaveLength(1);
    expect(balanceOf(DEMO.userNo, 'BRL')).toBeCloseTo(before + 5.2, 2);

    f.claimed(RED_PACKET_RED_NUMBER);
    expect(f.view()).toEqual({ kind: 'none' });
    await answered();
    expect(f.view()).toEqual({ kind: 'none' });
    expect(calls.slice(-2)).toEqual(['status', 'claimed']);
  });

  it('a packet gone rejects with the server’s pt-BR message and no toast', async () => {
    setSession(DEMO);
    server.use(...scenarios['red-packet-gone']);
    const refusal = claimFollowingPacket(RED_PACKET_RED_NUMBER).catch((e: unknown) => e);
    await answered();
    expect(await refusal).toMatchObject({
      code: Code.packetGone,
      message: 'Este envelope não está mais disponível.',
    });
    expect(overlaysState.toasts).toEqual([]);
  });
});

describe('useRedPacketFollower', () => {
  it('follows the route and the session, and stops on unmount', async () => {
    setSession(DEMO);
    const { result, rerender, unmount } = renderHook(
      ({ path, loggedIn }) => useRedPacketFollower(path, loggedIn),
      { initialProps: { path: '/', loggedIn: true } },
    );
    await act(answered);
    expect(result.current.view).toMatchObject({ kind: 'claimable', left: OPEN_MS });
    await act(() => vi.advanceTimersByTimeAsync(1001));
    expect(result.current.view).toMatchObject({ left: OPEN_MS - 1001 });
    rerender({ path: '/deposit', loggedIn: true });
    expect(result.current.view).toEqual({ kind: 'none' });
    rerender({ path: '/', loggedIn: true });
    await act(answered);
    expect(result.current.view).toMatchObject({ kind: 'claimable' });
    act(() => result.current.onClaimed(RED_PACKET_RED_NUMBER));
    expect(result.current.view).toEqual({ kind: 'none' });
    await act(answered);
    unmount();
    calls = [];
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(calls).toEqual([]);
  });
});

describe('RedPacketFollower', () => {
  it('a tap that lands after the claim was answered, before the win is drawn, sends nothing', async () => {
    setSession(DEMO);
    render(<Packet path="/" aboveTabBar />);
    await act(answered);
    const packet = screen.getByRole('button', { name: /^Pacote vermelho: toque para ganhar/ });
    // The handler the packet had on screen: on a busy phone a tap can reach it after the claim
    // was answered and before React has drawn the win and taken the packet away.
    const drawn = Object.entries(packet).find(([key]) => key.startsWith('__reactProps$'));
    const onClick = (drawn?.[1] as { onClick: () => void }).onClick;
    calls = [];
    await act(async () => {
      fireEvent.click(packet);
      await answered();
    });
    expect(calls).toContain('claimed'); // won: the claimed check follows a win
    expect(packet.isConnected).toBe(false);
    await act(async () => {
      onClick();
      await answered();
    });
    expect(calls.filter((c) => c === 'claim')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(/Você ganhou\s*R\$\s5,20/);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('RedPacketFollower docked at rest', () => {
  it('a tap on the docked packet opens it and claims nothing; the next tap claims once', async () => {
    setSession(DEMO);
    render(<Packet path="/" aboveTabBar />);
    await act(answered);
    const packet = screen.getByRole('button', { name: /^Pacote vermelho: toque para ganhar/ });
    expect(packet).toHaveAttribute('data-docked', 'true');
    // The countdown shows docked too, the same text as the name says.
    expect(packet).toHaveTextContent(formatCountdown(OPEN_MS));
    calls = [];
    await act(async () => {
      fireEvent.pointerDown(packet);
      fireEvent.click(packet);
      await answered();
    });
    expect(calls).toEqual([]);
    expect(packet).toHaveAttribute('data-docked', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      fireEvent.pointerDown(packet);
      fireEvent.click(packet);
      await answered();
    });
    expect(calls.filter((c) => c === 'claim')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(/Você ganhou\s*R\$\s5,20/);
  });
});

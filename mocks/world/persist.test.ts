import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimRedPacket } from '../../src/api/activities';
import { login, register } from '../../src/api/auth';
import { exchange } from '../../src/api/cashier';
import { getMemberInfo, logout } from '../../src/api/session';
import { getWalletSummary } from '../../src/api/wallet';
import { setSession } from '../../src/state/session';
import { FIXED_NOW, SECOND } from '../data/clock';
import { RED_PACKET_RED_NUMBER } from '../data/activities';
import { DEMO_ACCOUNT } from '../data/users';
import { applyScenario, liveEffectOf } from '../scenarios';
import {
  parseStoredWorld,
  persistWorld,
  SAVE_DELAY_MS,
  serializeWorld,
  WORLD_SCHEMA_VERSION,
  WORLD_STORAGE_KEY,
  type WorldPersistence,
} from './persist';
import * as wallet from './wallet';
import {
  createWorldState,
  ensureSeedSession,
  findUser,
  findUserByPhone,
  resetWorld,
  world,
  type WorldState,
} from './world';

// resetAllStores() (vitest.setup.ts, before each test) resets the world to the seed; calls go
// through msw/node to the same handlers the demo's browser worker runs.

/** An in-memory Web Storage, as the tab's sessionStorage would be. */
class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  keys(): string[] {
    return [...this.items.keys()];
  }
}

const DEMO = DEMO_ACCOUNT.info;
const SEED_BRL = 1847.35;
const NEW_PLAYER = {
  areaCode: '55',
  account: '11911112222',
  validCode: '123456',
  password: 'nova12345',
  inviteCode: '',
  cpf: '52998224725',
};

let running: WorldPersistence | null = null;

/** Persistence as the demo boot starts it. */
function boot(storage: Storage): WorldPersistence {
  running = persistWorld({ storage, reviveLiveEffect: liveEffectOf });
  return running;
}

/**
 * A reload of the tab: the page writes on pagehide and goes away, the next page builds its world
 * from the seed (module load) and the demo boot restores it from storage.
 */
function reload(storage: Storage): WorldPersistence {
  running?.flush();
  running?.stop();
  resetWorld();
  expect(brl()).toBe(SEED_BRL); // the new page's world, before the restore
  return boot(storage);
}

function brl(userNo = DEMO.userNo): number {
  return wallet.balanceOf(userNo, 'BRL');
}

/** The state part of the world (host settings are not state). */
function stateOf(): WorldState {
  const { settings: _settings, ...state } = world;
  return state;
}

afterEach(() => {
  running?.stop();
  running = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the demo world across a reload (issue 9)', () => {
  it('keeps a form login, a balance change, a claim and a registered account', async () => {
    const storage = new FakeStorage();
    expect(boot(storage).origin).toBe('seed');

    const player = await login({
      areaCode: '55',
      account: DEMO_ACCOUNT.account,
      password: 'demo1234',
    });
    expect(player.token).not.toBe(DEMO.token);
    setSession(player);
    await exchange(
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 100 },
      { idempotencyKey: 'exchange-1' },
    );
    await expect(
      claimRedPacket({ redNumber: RED_PACKET_RED_NUMBER }, { idempotencyKey: 'claim-1' }),
    ).resolves.toEqual({ amount: 5.2, currency: 'BRL' });
    await register(NEW_PLAYER);
    setSession(player);
    const before = stateOf();

    expect(reload(storage).origin).toBe('restored');

    expect(stateOf()).toEqual(before);
    // The form login's token is still a session: the app stays logged in.
    await expect(getMemberInfo()).resolves.toMatchObject({ userNo: DEMO.userNo });
    // R$ 1.847,35 - R$ 100 exchanged + R$ 5,20 red packet.
    const summary = await getWalletSummary({ currency: 'BRL' });
    expect(summary.res[0]).toMatchObject({ currency: 'BRL', availableBalance: 1752.55 });
    const again = await claimRedPacket(
      { redNumber: RED_PACKET_RED_NUMBER },
      { idempotencyKey: 'claim-2' },
    ).catch((e: unknown) => e);
    expect(again).toMatchObject({ kind: 'business', code: 3001 });
    await expect(
      login({ areaCode: '55', account: NEW_PLAYER.account, password: NEW_PLAYER.password }),
    ).resolves.toMatchObject({ account: NEW_PLAYER.account });
  });

  it('writes a handled call by itself, shortly after it (no pagehide needed)', async () => {
    const storage = new FakeStorage();
    boot(storage);
    setSession(DEMO);
    await exchange(
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 10 },
      { idempotencyKey: 'exchange-1' },
    );
    await vi.waitFor(() => {
      const stored = parseStoredWorld(storage.getItem(WORLD_STORAGE_KEY) ?? '');
      expect(stored?.users.get(DEMO.userNo)?.wallets[0]).toMatchObject({
        currency: 'BRL',
        availableBalance: SEED_BRL - 10,
      });
    });
  });

  it('pays a deposit that was waiting when the page reloaded, on its original time', () => {
    vi.useFakeTimers({ now: FIXED_NOW });
    const storage = new FakeStorage();
    boot(storage);
    const demo = findUser(DEMO.userNo)!;
    const created = wallet.createDeposit(demo, { amount: 100, currency: 'BRL', payMethod: 1 });
    if (!created.ok) throw new Error(created.msg);
    vi.advanceTimersByTime(2 * SECOND);

    reload(storage);
    const order = () => wallet.depositOf(created.data.orderNo);
    expect(order()).toMatchObject({ status: 1 });
    // Created at 0 s with the 5 s delay: the reload at 2 s leaves 3 s.
    vi.advanceTimersByTime(3 * SECOND - 1);
    expect(order()).toMatchObject({ status: 1 });
    vi.advanceTimersByTime(1);
    expect(order()).toMatchObject({ status: 3, finishTime: FIXED_NOW + 5 * SECOND });
    expect(brl()).toBeGreaterThan(SEED_BRL + 100);
  });

  it('keeps applied scenarios, with an armed live change ready for the next call', () => {
    const storage = new FakeStorage();
    boot(storage);
    applyScenario('empty');
    applyScenario('socket-1016');

    reload(storage);

    expect(world.scenario.applied).toEqual(['empty', 'socket-1016']);
    expect(world.scenario.empty).toBe(true);
    expect(world.scenario.armed).toEqual([liveEffectOf('socket-1016')]);
  });

  it('lets "Log in as the demo player" work after a kept world ended its seed session', async () => {
    const storage = new FakeStorage();
    boot(storage);
    setSession(DEMO);
    await logout();
    reload(storage);
    expect(world.sessions.has(DEMO.token)).toBe(false);

    ensureSeedSession(DEMO_ACCOUNT);
    setSession(DEMO);
    await expect(getMemberInfo()).resolves.toMatchObject({ userNo: DEMO.userNo });
  });
});

describe("the dev panel's reset", () => {
  it('removes the stored copy, writes nothing more, and the next load is the seed', async () => {
    const storage = new FakeStorage();
    const persistence = boot(storage);
    setSession(DEMO);
    await exchange(
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 100 },
      { idempotencyKey: 'exchange-1' },
    );
    persistence.flush();
    expect(storage.getItem(WORLD_STORAGE_KEY)).not.toBeNull();

    persistence.forget();
    // The reload's pagehide comes after the reset: it must not bring the old world back.
    persistence.flush();
    await register(NEW_PLAYER);
    expect(storage.keys()).toEqual([]);

    resetWorld();
    expect(boot(storage).origin).toBe('seed');
    expect(brl()).toBe(SEED_BRL);
    expect(findUserByPhone('55', NEW_PLAYER.account)).toBeUndefined();
  });
});

describe('a stored copy the world cannot use', () => {
  /** A real copy of a changed world, as another load of the tab would have stored it. */
  function changedCopy(): Record<string, unknown> {
    findUser(DEMO.userNo)!.wallets[0]!.availableBalance = 1;
    const text = serializeWorld();
    resetWorld();
    return JSON.parse(text) as Record<string, unknown>;
  }

  it.each([
    ['does not parse', () => '{"version":1,"state":{"users":['],
    ['is of another version', () => JSON.stringify({ ...changedCopy(), version: 0 })],
    [
      'is of a newer version',
      () => JSON.stringify({ ...changedCopy(), version: WORLD_SCHEMA_VERSION + 1 }),
    ],
    ['has another shape', () => JSON.stringify({ ...changedCopy(), state: { users: {} } })],
    ['is not an object', () => 'null'],
  ])('that %s is dropped and the world starts from the seed', (_case, copy) => {
    const storage = new FakeStorage();
    storage.setItem(WORLD_STORAGE_KEY, copy());

    expect(boot(storage).origin).toBe('dropped');

    expect(brl()).toBe(SEED_BRL);
    expect(stateOf()).toEqual(createWorldState());
    expect(storage.getItem(WORLD_STORAGE_KEY)).toBeNull();
  });

  it('of this version is used (the cases above fail for their fault only)', () => {
    const storage = new FakeStorage();
    storage.setItem(WORLD_STORAGE_KEY, JSON.stringify(changedCopy()));
    expect(boot(storage).origin).toBe('restored');
    expect(brl()).toBe(1);
  });
});

describe('without persistence (Storybook, unit tests, mock API server)', () => {
  it('no call or timer writes the world anywhere until persistence is enabled', async () => {
    const session = new FakeStorage();
    const local = new FakeStorage();
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('localStorage', local);

    setSession(
      await login({ areaCode: '55', account: DEMO_ACCOUNT.account, password: 'demo1234' }),
    );
    await exchange(
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 100 },
      { idempotencyKey: 'exchange-1' },
    );
    await claimRedPacket({ redNumber: RED_PACKET_RED_NUMBER }, { idempotencyKey: 'claim-1' });
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 100));

    expect(session.keys()).toEqual([]);
    // The app stores its own token and preferences in localStorage, never the world.
    expect(local.getItem(WORLD_STORAGE_KEY)).toBeNull();
    expect(local.keys().filter((key) => local.getItem(key)?.includes('"wallets"'))).toEqual([]);

    // The same kind of call with persistence on is written: the check above can see a write.
    const persistence = boot(session);
    await exchange(
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 10 },
      { idempotencyKey: 'exchange-2' },
    );
    persistence.flush();
    expect(session.keys()).toEqual([WORLD_STORAGE_KEY]);
  });
});

describe('the stored copy', () => {
  it('brings back exactly the state it was written from', async () => {
    setSession(DEMO);
    await exchange(
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 100 },
      { idempotencyKey: 'exchange-1' },
    );
    await register(NEW_PLAYER);
    applyScenario('maintenance-live');
    applyScenario('expired-token');

    expect(parseStoredWorld(serializeWorld(), liveEffectOf)).toStrictEqual(stateOf());
  });

  it('holds every part of the state: a new part needs WORLD_SCHEMA_VERSION bumped', () => {
    // A stored copy from before a change of shape would lack the new part; bumping the version
    // makes the demo drop it. Update this list together with the version.
    expect(WORLD_SCHEMA_VERSION).toBe(4);
    const state = createWorldState();
    expect(Object.keys(state).sort()).toEqual(
      [
        'counters',
        'gameSessions',
        'idempotency',
        'platform',
        'scenario',
        'sessions',
        'smsSentAt',
        'users',
        'visits',
      ].sort(),
    );
    expect(Object.keys(state.users.get(DEMO.userNo)!).sort()).toEqual(
      [
        'userNo',
        'account',
        'areaCode',
        'password',
        'passwordChecks',
        'cpf',
        'realName',
        'info',
        'phoneVerified',
        'wallets',
        'favourites',
        'recentGames',
        'gameRounds',
        'deposits',
        'withdrawals',
        'accountChanges',
        'wagering',
        'transfers',
        'withdrawAccounts',
        'systemMessages',
        'personalMessages',
        'participations',
        'claims',
        'invitees',
        'inviteWithdrawn',
        'invitedBy',
        'fourPay',
        'sevenDaySign',
        'vip',
        'redEnvelope',
        'newRedPacket',
      ].sort(),
    );
    expect(Object.keys(state.users.get(DEMO.userNo)!.deposits[0]!)).toContain('paysAt');
  });
});

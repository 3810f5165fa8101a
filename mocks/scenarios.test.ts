import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActivities } from '../src/api/activity';
import { getGameFront } from '../src/api/lobby';
import { getGamePage } from '../src/api/games';
import { request } from '../src/api/http';
import { getMemberInfo } from '../src/api/session';
import { login } from '../src/api/auth';
import { getBanners, getPlatformConfig } from '../src/api/system';
import { createDeposit } from '../src/api/cashier';
import { getWalletSummary } from '../src/api/wallet';
import { getMemberLevels } from '../src/api/vip';
import { getInviteFriendsRes, getNextMemberList } from '../src/api/account';
import { getMessageUnread } from '../src/api/noticeBar';
import { getMessageNumber, getPersonalMessages, getSystemMessages } from '../src/api/messages';
import type { SocketMessage } from '../src/live/socketMessages';
import { overlaysState } from '../src/state/overlays';
import { sessionState, setSession } from '../src/state/session';
import { DEMO_ACCOUNT } from './data/users';
import { XSS_ARTICLE_HTML } from './data/xss';
import { server } from './node';
import {
  applyScenario,
  fireLiveScenario,
  isScenarioName,
  scenario,
  scenarioNames,
  scenarios,
  scenarioSummaries,
} from './scenarios';
import { socketBus, type SocketTarget } from './world/socketBus';
import { balanceOf, depositOf } from './world/wallet';
import { configureWorld, DEFAULT_SETTINGS, world } from './world/world';

const DEMO = DEMO_ACCOUNT.info;
const credentials = { areaCode: '55', account: DEMO_ACCOUNT.account, password: 'demo1234' };

let pushed: { target: SocketTarget; message: SocketMessage }[] = [];
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  pushed = [];
  unsubscribe = socketBus.subscribe((target, message) => pushed.push({ target, message }));
  // Live scenarios fire 1 s after the trigger; a few ms keep the tests quick.
  configureWorld({ liveScenarioDelayMs: 5 });
});

afterEach(() => {
  unsubscribe();
  configureWorld(DEFAULT_SETTINGS);
});

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

describe('scenario catalogue', () => {
  it('names the scenarios issue 4 asks for', () => {
    expect(scenarioNames).toEqual([
      'maintenance',
      'session-expired-6105',
      'session-kicked-6106',
      'account-frozen-6109',
      'logged-elsewhere-6121',
      'unknown-error',
      'http-500',
      'timeout',
      'slow',
      'empty',
      'malformed-null',
      'malformed-string',
      'malformed-object',
      'malformed-field',
      'expired-token',
      'socket-1012',
      'socket-1016',
      'maintenance-live',
      'xss-articles',
      'service-url',
      'no-service-url',
      'install-banner-off',
      'deposit-success-now',
      'deposit-unpaid',
      'deposit-card-off',
      'no-withdraw-accounts',
      'wagering-before-withdraw',
      'withdraw-locked',
      'withdraw-password-hangs',
      'no-wallets',
      'big-balance',
      'single-wallet',
      'offline',
      'many-messages',
      'xss-messages',
      'vip-top',
      'no-invitees',
      'red-packet-waiting',
      'red-packet-claimed',
      'red-packet-gone',
      'red-packet-unavailable',
      'invite-rewards-withdrawn',
      'rewards-moved-elsewhere',
      'xss-activity-rules',
      'activity-claim-hangs',
      'activity-claimed-elsewhere',
      'activity-reward-expired',
      'activity-withdrawn',
      'promotions-ended',
      'total-pay-ended',
      'many-invitees',
      'activity-articles-down',
      'rescue-nothing',
      'rescue-expired',
      'rebates-hang',
      'rescue-claimed-elsewhere',
      'four-step-done',
      'scratch-cards-hang',
      'scratch-no-cards',
      'scratch-withdrawn-elsewhere',
      'wheel-spins-used',
      'wheel-spun-elsewhere',
      'sign-in-day-seven',
      'tasks-hang',
      'sign-in-week-complete',
      'rankings-hang',
      'rankings-empty',
      'ranking-claimed-elsewhere',
      'super-member-day-over',
    ]);
    for (const name of scenarioNames) {
      expect(scenario(name)).toBe(scenarios[name]);
      expect(scenarios[name].length).toBeGreaterThan(0);
      expect(scenarioSummaries[name].length).toBeGreaterThan(20);
    }
  });

  it('each one is documented in one line of mocks/world/README.md', () => {
    const readme = readFileSync(new URL('./world/README.md', import.meta.url), 'utf8');
    for (const name of scenarioNames)
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\| \\S`, 'm'));
  });

  it('tells a name from a misspelt one', () => {
    expect(isScenarioName('rankings-hang')).toBe(true);
    expect(isScenarioName('ranking-hang')).toBe(false);
    expect(isScenarioName('toString')).toBe(false);
  });

  it('knows every scenario the journeys switch on (e2e/ is JavaScript: no type check there)', () => {
    const dir = new URL('../e2e/', import.meta.url);
    const used = readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => {
        const text = readFileSync(new URL(file, dir), 'utf8');
        const patterns = [
          /__mock\/(?:scenario|live)\/([a-z0-9-]+)/g,
          /applyScenario\(t, '([^']+)'\)/g,
          /fuzzJourney\('([^']+)'\)/g,
        ];
        return patterns.flatMap((pattern) =>
          [...text.matchAll(pattern)].map((match) => ({ file, name: match[1]! })),
        );
      });
    expect(used.length).toBeGreaterThan(10);
    for (const { file, name } of used) expect(isScenarioName(name), `${file}: ${name}`).toBe(true);
  });
});

describe('spec 8 codes', () => {
  it('maintenance: the config says status 2 and every other call answers 6102', async () => {
    server.use(...scenarios.maintenance);
    await expect(getPlatformConfig()).resolves.toMatchObject({ platformStatus: 2 });
    expect(await failure(getGameFront())).toMatchObject({ code: 6102 });
    expect(world.platform.platformStatus).toBe(2);
  });

  it('session-expired-6105: calls that need a session answer 6105, public ones still work', async () => {
    server.use(...scenarios['session-expired-6105']);
    setSession(DEMO);
    await expect(getGamePage({})).resolves.toMatchObject({ total: 318 });
    expect(await failure(getMemberInfo())).toMatchObject({ code: 6105 });
    expect(sessionState.token).toBe('');
    expect(overlaysState.overlay).toMatchObject({ name: 'auth', props: { mode: 'login' } });
  });

  it('session-kicked-6106: 6106 even after a fresh login', async () => {
    server.use(...scenarios['session-kicked-6106']);
    setSession(await login(credentials));
    expect(await failure(getWalletSummary({ currency: 'BRL' }))).toMatchObject({
      code: 6106,
      message: 'Sua sessão foi encerrada. Entre novamente.',
    });
  });

  it('account-frozen-6109: login and session calls answer 6109 with a dialog', async () => {
    server.use(...scenarios['account-frozen-6109']);
    expect(await failure(login(credentials))).toMatchObject({ code: 6109 });
    setSession(DEMO);
    expect(await failure(getMemberInfo())).toMatchObject({ code: 6109 });
    expect(overlaysState.dialogs.at(-1)).toMatchObject({
      message: 'Sua conta está bloqueada temporariamente. Fale com o suporte para saber mais.',
    });
  });

  it('logged-elsewhere-6121: session calls answer 6121 with a dialog', async () => {
    server.use(...scenarios['logged-elsewhere-6121']);
    setSession(DEMO);
    expect(await failure(getMemberInfo())).toMatchObject({ code: 6121 });
    expect(sessionState.token).toBe('');
    expect(overlaysState.dialogs).toHaveLength(1);
  });

  it('unknown-error: every call answers 9999 and the player sees its message', async () => {
    server.use(...scenarios['unknown-error']);
    expect(await failure(getBanners({}))).toMatchObject({ kind: 'business', code: 9999 });
    expect(overlaysState.toasts.map((t) => t.message)).toEqual([
      'Algo deu errado. Tente novamente.',
    ]);
  });

  it('expired-token: the sessions open now answer 6106 until a new login', async () => {
    server.use(...scenarios['expired-token']);
    setSession(DEMO);
    expect(await failure(getMemberInfo())).toMatchObject({
      code: 6106,
      message: 'Sua sessão expirou. Entre novamente.',
    });
    setSession(await login(credentials));
    await expect(getMemberInfo()).resolves.toMatchObject({ userNo: DEMO.userNo });
  });
});

describe('transport failures', () => {
  it('http-500: HTTP 500 with code 500 in the body', async () => {
    server.use(...scenarios['http-500']);
    expect(await failure(getPlatformConfig())).toMatchObject({
      kind: 'http',
      status: 500,
      code: 500,
    });
  });

  it('timeout: nothing answers; the client gives up at its timeout', async () => {
    server.use(...scenarios.timeout);
    expect(
      await failure(request('/api/business_config/v1/platformConfig', { timeoutMs: 50 })),
    ).toMatchObject({ kind: 'timeout' });
  });

  it('slow: an answer takes 2 to 3 s', async () => {
    server.use(...scenarios.slow);
    const started = performance.now();
    await getPlatformConfig();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(2000);
    expect(took).toBeLessThan(3500);
  });

  it('offline: no answer at all, the client reports a network error', async () => {
    server.use(...scenarios.offline);
    expect(await failure(getPlatformConfig())).toMatchObject({ kind: 'network' });
  });

  it('empty: lists answer empty, the rest as usual', async () => {
    server.use(...scenarios.empty);
    setSession(DEMO);
    await expect(getGamePage({})).resolves.toMatchObject({ list: [], total: 0 });
    await expect(getGameFront()).resolves.toEqual([]);
    await expect(getBanners({})).resolves.toEqual([]);
    await expect(getActivities({})).resolves.toEqual([]);
    await expect(getWalletSummary({ currency: 'BRL' })).resolves.toMatchObject({
      summaryAvailableBalance: 2771.9,
    });
  });
});

describe('live scenarios (socket)', () => {
  it('socket-1012 and socket-1016 reach the session of the next logged-in call', async () => {
    server.use(...scenarios['socket-1012'], ...scenarios['socket-1016']);
    await getPlatformConfig();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushed).toEqual([]);

    setSession(DEMO);
    await getMemberInfo();
    await vi.waitFor(() => expect(pushed).toHaveLength(2));
    expect(pushed).toEqual([
      { target: { token: DEMO.token }, message: { type: 1012 } },
      { target: { token: DEMO.token }, message: { type: 1016 } },
    ]);
  });

  it('maintenance-live: the platform goes into maintenance and 2002 tells every socket', async () => {
    server.use(...scenarios['maintenance-live']);
    setSession(DEMO);
    await expect(getPlatformConfig()).resolves.toMatchObject({ platformStatus: 1 });
    await vi.waitFor(() => expect(pushed).toHaveLength(1));
    expect(pushed[0]).toEqual({
      target: 'all',
      message: {
        type: 2002,
        data: {
          platformStatus: 2,
          platformStartMaintenanceTime: Date.UTC(2026, 10, 22, 13, 0),
          platformEndMaintenanceTime: Date.UTC(2026, 10, 22, 17, 0),
        },
      },
    });
    await expect(getPlatformConfig()).resolves.toMatchObject({ platformStatus: 2 });
  });

  it('fireLiveScenario pushes at once to every socket', () => {
    fireLiveScenario('socket-1016');
    expect(pushed).toEqual([{ target: 'all', message: { type: 1016 } }]);
  });
});

describe('deposit-success-now', () => {
  it('pays the unpaid deposits now and new ones right after they are created', async () => {
    const demo = world.users.get(DEMO.userNo);
    const unpaid = demo?.deposits.filter((d) => d.status === 1) ?? [];
    expect(unpaid.length).toBeGreaterThan(0);
    const before = balanceOf(DEMO.userNo, 'BRL');
    server.use(...scenarios['deposit-success-now']);
    setSession(DEMO);
    await getPlatformConfig();
    expect(unpaid.every((d) => d.status === 3)).toBe(true);
    const afterSeed = balanceOf(DEMO.userNo, 'BRL');
    expect(afterSeed).toBeGreaterThan(before);

    const order = await createDeposit(
      { amount: 100, currency: 'BRL', payMethod: 1 },
      { idempotencyKey: 'deposit-now' },
    );
    expect(order.status).toBe(1);
    await vi.waitFor(() => expect(depositOf(order.orderNo)?.status).toBe(3));
    expect(balanceOf(DEMO.userNo, 'BRL')).toBeGreaterThanOrEqual(afterSeed + 100);
  });
});

describe('wallet scenarios', () => {
  it('no-wallets: the summary answers no wallet and a total of 0', async () => {
    server.use(...scenarios['no-wallets']);
    setSession(DEMO);
    await expect(getWalletSummary({ currency: 'BRL' })).resolves.toEqual({
      res: [],
      summaryAvailableBalance: 0,
    });
  });

  it('big-balance: the demo BRL wallet holds a long amount past its accuracy', async () => {
    server.use(...scenarios['big-balance']);
    setSession(DEMO);
    const summary = await getWalletSummary({ currency: 'BRL' });
    expect(summary.res.find((w) => w.currency === 'BRL')?.availableBalance).toBe(98_765_432.109);
    expect(summary.res.find((w) => w.currency === 'USDT')?.availableBalance).toBe(1_250_000.5);
    expect(summary.summaryAvailableBalance).toBeGreaterThan(98_765_432);
  });
});

describe('single-wallet', () => {
  it('the demo player holds the BRL wallet alone, balance untouched', async () => {
    server.use(...scenarios['single-wallet']);
    setSession(DEMO);
    const summary = await getWalletSummary({ currency: 'BRL' });
    expect(summary.res.map((w) => [w.currency, w.availableBalance])).toEqual([['BRL', 1847.35]]);
  });
});

describe('message scenarios (/notice)', () => {
  it('many-messages: 27 system messages, newest first, paged 10 at a time', async () => {
    server.use(...scenarios['many-messages']);
    setSession(DEMO);
    const pages = [1, 2, 3].map((pageNum) => getSystemMessages({ pageNum, pageSize: 10 }));
    const [first, second, third] = await Promise.all(pages);
    expect(first).toMatchObject({ total: 27 });
    expect([first, second, third].map((page) => page?.list.length)).toEqual([10, 10, 7]);
    const times = [first, second, third].flatMap((page) => page!.list.map((m) => m.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The older ones are read: the unread count is the seed's.
    await expect(getMessageNumber()).resolves.toBe(4);
  });

  it('xss-messages: every body is the hostile corpus, a title carries markup', async () => {
    server.use(...scenarios['xss-messages']);
    setSession(DEMO);
    const { list } = await getPersonalMessages({});
    expect(list.every((message) => message.content === XSS_ARTICLE_HTML)).toBe(true);
    const system = await getSystemMessages({});
    expect(system.list[0]?.title).toMatch(/^<img src="data:," onerror=.*>Manutenção programada$/);
  });

  it('empty: no message listed, none unread', async () => {
    server.use(...scenarios.empty);
    setSession(DEMO);
    await expect(getSystemMessages({})).resolves.toMatchObject({ list: [], total: 0 });
    await expect(getMessageNumber()).resolves.toBe(0);
    await expect(getMessageUnread()).resolves.toBe(false);
  });
});

describe('applyScenario (demo app, mock API server)', () => {
  it('changes the world at once and returns the handlers', async () => {
    const handlers = applyScenario('maintenance');
    expect(handlers).toBe(scenarios.maintenance);
    expect(world.platform.platformStatus).toBe(2);
    expect(world.scenario.applied).toEqual(['maintenance']);
    // Installing the handlers afterwards changes nothing more.
    server.use(...handlers);
    await expect(getPlatformConfig()).resolves.toMatchObject({ platformStatus: 2 });
    expect(world.scenario.applied).toEqual(['maintenance']);
  });

  it('several scenarios combine', () => {
    applyScenario('empty');
    applyScenario('deposit-success-now');
    expect(world.scenario).toMatchObject({ empty: true, instantDeposits: true });
  });
});

describe('vip and invite scenarios (issue 11)', () => {
  it('vip-top: the demo player is the member level marked at the top, with their totals', async () => {
    server.use(...scenarios['vip-top']);
    setSession(DEMO);
    const page = await getMemberLevels({ pageNum: 1, pageSize: 1000 });
    const current = page.list.filter((row) => row.current);
    expect(current).toEqual([expect.objectContaining({ level: 10, totalBet: 16_200_000 })]);
    expect(Math.max(...page.list.map((row) => row.level))).toBe(10);
  });

  it('no-invitees: the summary counts nobody and the invited list is empty', async () => {
    server.use(...scenarios['no-invitees']);
    setSession(DEMO);
    await expect(getInviteFriendsRes()).resolves.toMatchObject({
      inviteCount: 0,
      validCount: 0,
      totalReward: 0,
    });
    await expect(getNextMemberList({ pageNum: 1, pageSize: 10 })).resolves.toMatchObject({
      list: [],
      total: 0,
    });
  });
});

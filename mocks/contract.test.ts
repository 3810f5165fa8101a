import { describe, expect, it } from 'vitest';
import { getActivities } from '../src/api/activity';
import { claimRedPacket } from '../src/api/activities';
import { sealAuthBody } from '../src/api/authCrypto';
import { IDEMPOTENCY_HEADER, SIGN_CODE_HEADER, type Envelope } from '../src/api/contract';
import { endpointList, endpoints, type EndpointName } from '../src/api/allEndpoints';
import { fillPath, NODE_BASE_URL } from '../src/api/http';
import { getMemberInfo, logout } from '../src/api/session';
import { login, register, resetPassword } from '../src/api/auth';
import { createDeposit, exchange } from '../src/api/cashier';
import { getWalletSummary } from '../src/api/wallet';
import type { SocketMessage } from '../src/live/socketMessages';
import { overlaysState } from '../src/state/overlays';
import { clearSession, setSession } from '../src/state/session';
import { NEW_RED_PACKET, RED_PACKET_RED_NUMBER } from './data/activities';
import { server } from './node';
import { scenario } from './scenarios';
import { articleList } from './data/content';
import { RECHARGE_ORDERS } from './data/wallet';
import { AVATAR_OPTIONS, DEMO_ACCOUNT } from './data/users';
import { MOCK_ONLY_RSA_PUBLIC_KEY_PEM } from './crypto/mockOnlyRsaKeyPair';
import { ACCESS } from './world/access';
import { Code } from './world/codes';
import { socketBus, type SocketTarget } from './world/socketBus';
import { passPasswordCheck } from './world/testing';
import { balanceOf, completeDeposit, depositOf } from './world/wallet';
import { findUser, resetWorld, world } from './world/world';

/**
 * The mock world implements the whole contract of src/api/contract.ts. Every endpoint of the
 * registry is driven through msw/node (vitest.setup.ts: an unhandled request fails) and must answer
 * the `{code, data, msg}` envelope; the journeys go through the real src/api functions, with the
 * real encrypted bodies and the mock key pair.
 */

const DEMO = DEMO_ACCOUNT.info;
const demoPlayer = () => {
  const user = findUser(DEMO.userNo);
  if (!user) throw new Error('no demo player');
  return user;
};

type Sample = {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The code the demo player gets for this sample; 200 unless said. */
  code?: number;
  /** What the world must have seen first, as the app does it (withdraw: the password check). */
  before?: () => void;
};

const newPlayer = {
  areaCode: '55',
  account: '11911112222',
  validCode: '123456',
  password: 'nova12345',
  inviteCode: '',
  cpf: '52998224725',
};

/** One call per endpoint that the demo player can make with success (typed: a new endpoint needs one). */
const SAMPLES: Record<EndpointName, Sample> = {
  login: { body: { areaCode: '55', account: DEMO_ACCOUNT.account, password: 'demo1234' } },
  logout: {},
  register: { body: newPlayer },
  resetPassword: {
    body: {
      account: DEMO_ACCOUNT.account,
      validCode: '123456',
      password: 'nova12345',
      confirmPassword: 'nova12345',
      areaCode: '55',
    },
  },
  sendSms: { body: { account: '11911112222', areaCode: '55', smsCode: 'register' } },
  updatePassword: {
    body: {
      account: DEMO_ACCOUNT.account,
      oldPassword: 'demo1234',
      password: 'nova12345',
      confirmPassword: 'nova12345',
      validCode: '123456',
      areaCode: '55',
    },
  },
  checkPassword: { body: { password: 'demo1234' } },
  updateMember: { body: { avatarUrl: AVATAR_OPTIONS[0], nickName: 'Carlinhos' } },
  phoneVerification: { body: { account: DEMO_ACCOUNT.account, validCode: '123456' } },
  sendMemberSms: { path: { type: 1 } },
  memberInfo: {},
  inviteFriendsRes: {},
  nextMemberList: { query: { pageNum: 1, pageSize: 10 } },
  userAvatar: {},
  aesProperties: {},

  walletSummary: { path: { currency: 'BRL' } },
  currencyExchange: {},
  exchange: { body: { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 10 } },
  walletWithdrawal: {},
  currencyListMap: {},
  vipLevelPage: { query: { pageNum: 1, pageSize: 10 } },
  memberLevelPage: { query: { pageNum: 1, pageSize: 1000 } },
  transferRecordPage: { query: { pageNum: 1, pageSize: 10, timeFilter: 60 } },
  wageringPage: { query: { pageNum: 1, pageSize: 10 } },
  accountChangePage: { query: { pageNum: 1, pageSize: 10, businessType: 3 } },
  accountChangeDetail: { path: { id: 700001 } },
  rechargeOrderPage: { query: { pageNum: 1, pageSize: 10, timeFilter: 30, status: 3 } },
  withdrawOrderPage: { query: { pageNum: 1, pageSize: 10, timeFilter: 60 } },
  systemMessagePage: { query: { pageNum: 1, pageSize: 10 } },
  personalMessagePage: { query: { pageNum: 1, pageSize: 10 } },
  readSystemMessage: { body: { messageTemplateId: 9002 } },
  readPersonalMessage: { body: { messageTemplateId: 9102 } },
  messageNumber: {},
  messageUnread: {},
  withdrawAccountList: {},
  // The demo player's own CPF is saved already (401): a new Pix key of another kind.
  addWithdrawAccount: {
    body: { type: 1, currency: 'BRL', accountNo: '11912345678', pixKeyType: 'PHONE' },
  },
  channelConfig: {},
  visitRecord: { body: { appType: '6', deviceId: 'device-1', url: '/' } },
  deposit: { body: { amount: 50, currency: 'BRL', payMethod: 1 } },
  depositDetail: { path: { orderNo: RECHARGE_ORDERS[0]?.orderNo ?? '' } },
  withdraw: { body: { amount: 50, currency: 'BRL', accountId: 401 }, before: passPasswordCheck },

  countryList: {},
  bannerList: { query: { bannerType: 1, locationCode: 'home' } },
  bannerNotTwoCharge: {},
  bannerLoginPush: {},
  marqueeList: {},
  socialMediaLinks: {},
  articleList: { query: { type: 1 } },
  articleDetail: { path: { key: 'terms' } },
  platformConfig: {},
  businessConfig: {},
  registerSuccessNotice: {},
  pwaInfo: {},
  webPushAppId: {},
  webPushSubscribe: {
    body: {
      appId: 'vitrine-demo-push',
      endpoint: 'https://push.example/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'au' },
    },
  },
  webPushUnsubscribe: { body: { endpoint: 'https://push.example/send/abc' } },
  registerGiveDetail: {},

  gameFront: {},
  collectList: {},
  vendorList: {},
  vendorFront: {},
  gameSearch: { body: { text: 'roleta', pageNum: 1, pageSize: 10 } },
  gamePage: { query: { pageNum: 1, pageSize: 10, sortType: 1, categoryId: 103 } },
  categoryAndVendor: {},
  userBet: {},
  gameBig: {},
  gameRecent: {},
  userBetPage: { query: { pageNum: 1, pageSize: 10 } },
  gameEnter: { body: { gameId: 10001, currency: 'BRL', isTrial: false } },
  gameCollect: { path: { id: 10002 } },

  activityList: { query: { category: 1 } },
  activityParticipation: {},
  activityDetail: { path: { id: 3003 } },
  activityBonus: { path: { id: 3003 } },
  fourPayActivity: {},
  clubList: {},
  clubSummaryList: {},
  activityArticleList: {},
  activityArticleDetail: { path: { id: articleList(3)[0]?.id ?? 0 } },
  promoteRecordPage: { query: { pageNum: 1, pageSize: 10 } },
  realTimeRewards: {},
  myRewards: {},
  promoteDashboard: {},
  withdrawToWallet: { body: { amount: 20 } },
  vipReceive: { path: { kind: 'day' } },
  redEnvelopeDetail: {},
  redEnvelopeOpen: { body: { redNumber: 'RE-20261122' } },
  redEnvelopeCheck: {},
  newRedPacketDetail: {},
  newRedPacketReceive: { body: { redNumber: NEW_RED_PACKET.redNumber } },
  newRedPacketHead: {},
  newRedPacketList: {},
  redPacketDistribution: {},
  redPacketStatus: {},
  redPacketClaimed: {},
  redPacketClaim: { body: { redNumber: RED_PACKET_RED_NUMBER } },
  superMemberDayRankings: {},
  superMemberDayLottery: { body: {} },
  scratchCardDetails: {},
  scratchCardInitialAmount: {},
  scratchCardHang: { body: { cardId: 1 } },
  // A fresh demo player has scratched nothing yet: nothing to withdraw.
  scratchCardWithdraw: { body: {}, code: Code.nothingToClaim },
  scratchCardCombine: { body: {} },
  rescueBonusDetail: { path: { period: 'day' } },
  rescueBonusReceive: { path: { period: 'week' } },
  topUpPromotionDetail: {},
  redemptionCodeUse: { path: { code: 'VITRINE10' } },
  redemptionCodeDetail: {},
  everydayBetRebate: {},
  luckyTurntable: {},
  carnivalTasks: {},
  carnivalPoints: {},
  bigWheel: { path: { period: 'month' } },
  luckyTurntableSpin: { body: {} },
  bigWheelSpin: { path: { period: 'day' }, body: {} },
  sevenDaySign: {},
  // The demo player has signed 2 of 7 days: the chest is not open yet.
  sevenDayChest: { body: {}, code: Code.nothingToClaim },
  dayTask: {},
  daySign: { body: {} },
  treasureBoxCollect: { path: { serialNumber: 'TB1' } },
  rankingDetails: { path: { kind: 'invite', period: 'week' } },
  rankingClaim: { path: { kind: 'bet', period: 'week' } },
  totalPayActivity: {},
  totalPayReceive: { body: {} },
  totalPaySetList: {},
  activityProps: { query: { pageNum: 1, pageSize: 999 } },
  firstPayActivity: { path: { id: 3007 } },
};

/** Sends one call of the registry as the app would, straight through fetch (msw/node). */
async function call(
  name: EndpointName,
  { token = DEMO.token, sample = SAMPLES[name] }: { token?: string; sample?: Sample } = {},
): Promise<{ status: number; envelope: Envelope<unknown> }> {
  const def = endpoints[name];
  sample.before?.();
  const { path } = fillPath(def.path, sample.path);
  const query = new URLSearchParams(
    Object.entries(sample.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const headers: Record<string, string> = {
    Authorization: token,
    'Content-Type': 'application/json',
  };
  let body: string | undefined;
  if (def.method !== 'GET') {
    let data = sample.body ?? {};
    if ('encrypted' in def && def.encrypted) {
      const sealed = await sealAuthBody(data, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
      data = sealed.body;
      headers[SIGN_CODE_HEADER] = sealed.signCode;
    }
    body = JSON.stringify(data);
  }
  const response = await fetch(`${NODE_BASE_URL}${path}${query ? `?${query}` : ''}`, {
    method: def.method,
    headers,
    body,
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<unknown> };
}

/**
 * Where a success answer breaks its endpoint's reply shape (src/api/endpoints/*.ts), the shape
 * the client checks every reply against: a mock that drifts from the contract, or a shape that
 * is wrong about a field, would have the app refuse the mock world's own answers.
 */
function mismatchOf(name: EndpointName, envelope: Envelope<unknown>) {
  return {
    name,
    mismatch: envelope.code === 200 ? endpoints[name].reply.check(envelope.data) : undefined,
  };
}

describe('every endpoint of the registry has a handler (issue 4 item 5)', () => {
  it.each(endpointList.map((e) => [e.name, e.method, e.path] as const))(
    '%s (%s %s) answers the envelope',
    async (name) => {
      resetWorld();
      const { status, envelope } = await call(name);
      expect(Object.keys(envelope).sort()).toEqual(['code', 'data', 'msg']);
      expect(typeof envelope.msg).toBe('string');
      expect({ name, code: envelope.code, msg: envelope.msg }).toEqual({
        name,
        code: SAMPLES[name].code ?? 200,
        msg: SAMPLES[name].code ? envelope.msg : 'success',
      });
      expect(status).toBe(200);
      expect(mismatchOf(name, envelope)).toEqual({ name, mismatch: undefined });
    },
  );

  // One test per endpoint, not one loop over all 126: the loop took more than vitest's 5 s when
  // the machine was busy, and a failure now names its endpoint.
  it.each(endpointList.map((e) => e.name))(
    '%s refuses a visitor with 6105 exactly where a session is needed (spec 8)',
    async (name) => {
      resetWorld();
      const { envelope } = await call(name, { token: '' });
      if (ACCESS[name] === 'required') expect([name, envelope.code]).toEqual([name, 6105]);
      else expect([name, envelope.code]).not.toEqual([name, 6105]);
      // What a visitor is answered fits the reply shape as well.
      expect(mismatchOf(name, envelope)).toEqual({ name, mismatch: undefined });
    },
  );

  it.each(endpointList.map((e) => e.name))(
    "%s: the 'empty' scenario's answer (lists without entries) still fits its reply shape",
    async (name) => {
      resetWorld();
      server.use(...scenario('empty'));
      const { envelope } = await call(name);
      expect(mismatchOf(name, envelope)).toEqual({ name, mismatch: undefined });
    },
  );

  it('the article list is not taken for an article key', async () => {
    const { envelope } = await call('articleList', { sample: {} });
    expect(Array.isArray(envelope.data)).toBe(true);
  });
});

describe('encrypted bodies with the real key pair (spec 7)', () => {
  it('login, register and resetPassword decrypt and answer; a plaintext body is refused', async () => {
    await expect(
      login({ areaCode: '55', account: DEMO_ACCOUNT.account, password: 'demo1234' }),
    ).resolves.toMatchObject({ userNo: DEMO.userNo });
    await expect(register(newPlayer)).resolves.toMatchObject({ account: '11911112222' });
    await expect(
      resetPassword({
        account: '11911112222',
        validCode: '123456',
        password: 'outra2026',
        confirmPassword: 'outra2026',
        areaCode: '55',
      }),
    ).resolves.toBeNull();

    const plain = await fetch(`${NODE_BASE_URL}${endpoints.login.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ areaCode: '55', account: DEMO_ACCOUNT.account, password: 'demo1234' }),
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toEqual({ code: 400, data: null, msg: 'Requisição inválida.' });
  });
});

describe('journeys through the real src/api functions', () => {
  it('register -> login -> authenticated calls -> logout', async () => {
    const created = await register(newPlayer);
    expect(created.token).toMatch(/^tok-55500001-\d+$/);

    const user = await login({ areaCode: '55', account: '(11) 91111-2222', password: 'nova12345' });
    expect(user).toMatchObject({ userNo: '55500001', firstCharge: false });
    expect(user.token).not.toBe(created.token);
    setSession(user);

    await expect(getMemberInfo()).resolves.toEqual(user);
    await expect(getWalletSummary({ currency: 'BRL' })).resolves.toMatchObject({
      summaryAvailableBalance: 0,
    });

    await expect(logout()).resolves.toBeNull();
    const after = await getMemberInfo().catch((e: unknown) => e);
    expect(after).toMatchObject({ kind: 'business', code: 6105 });
    // Spec 8: 6105 clears the session and opens the login pop-up.
    expect(overlaysState.overlay).toMatchObject({ name: 'auth' });
  });

  it('deposit -> complete -> wallet credited and 2001 pushed to that session', async () => {
    const pushed: { target: SocketTarget; message: SocketMessage }[] = [];
    const stop = socketBus.subscribe((target, message) => pushed.push({ target, message }));
    try {
      setSession(DEMO);
      const order = await createDeposit(
        { amount: 100, currency: 'BRL', payMethod: 1 },
        { idempotencyKey: 'deposit-1' },
      );
      expect(order).toMatchObject({ status: 1 });
      expect(depositOf(order.orderNo)?.brCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
      expect(completeDeposit(order.orderNo)).toBe(true);

      // R$ 1.847,35 + R$ 100 + the four-step bonus of step 2 (50 % up to R$ 200): R$ 50.
      const summary = await getWalletSummary({ currency: 'BRL' });
      expect(summary.res[0]).toMatchObject({ currency: 'BRL', availableBalance: 1997.35 });
      expect(pushed).toEqual([
        {
          target: { token: DEMO.token },
          message: { type: 2001, data: { currency: 'BRL', availableBalance: 1947.35 } },
        },
        {
          target: { token: DEMO.token },
          message: { type: 2001, data: { currency: 'BRL', availableBalance: 1997.35 } },
        },
      ]);
    } finally {
      stop();
    }
  });

  it('claim twice -> the second is refused with 3001 and a toast', async () => {
    setSession(DEMO);
    await expect(
      claimRedPacket({ redNumber: RED_PACKET_RED_NUMBER }, { idempotencyKey: 'claim-1' }),
    ).resolves.toEqual({ amount: 5.2, currency: 'BRL' });
    // A second intent (a new key): the server itself refuses the second claim.
    const second = await claimRedPacket(
      { redNumber: RED_PACKET_RED_NUMBER },
      { idempotencyKey: 'claim-2' },
    ).catch((e: unknown) => e);
    expect(second).toMatchObject({ kind: 'business', code: 3001 });
    expect(overlaysState.toasts.map((t) => t.message)).toEqual(['Você já resgatou este prêmio.']);
    expect(balanceOf(DEMO.userNo, 'BRL')).toBe(1852.55);
  });

  it('a visitor sees the activities for visitors; the same call logged in sees more', async () => {
    clearSession();
    const visitor = await getActivities({});
    setSession(DEMO);
    const player = await getActivities({});
    expect(visitor.every((a) => a.loginShow === 1)).toBe(true);
    expect(player.length).toBeGreaterThan(visitor.length);
  });
});

describe('Idempotency-Key on money calls', () => {
  it('the same key replays the first answer without moving money twice', async () => {
    setSession(DEMO);
    const before = demoPlayer().deposits.length;
    const key = 'b3f1c1de-2a3c-4c4e-9d8a-1f2e3d4c5b6a';
    const first = await createDeposit(
      { amount: 30, currency: 'BRL', payMethod: 1 },
      { idempotencyKey: key },
    );
    const again = await createDeposit(
      { amount: 30, currency: 'BRL', payMethod: 1 },
      { idempotencyKey: key },
    );
    expect(again).toEqual(first);
    expect(demoPlayer().deposits.length).toBe(before + 1);

    const other = await createDeposit(
      { amount: 30, currency: 'BRL', payMethod: 1 },
      { idempotencyKey: 'another-key' },
    );
    expect(other.orderNo).not.toBe(first.orderNo);
  });

  it('concurrent duplicates share one answer; the replay says so in a header', async () => {
    const send = () =>
      fetch(`${NODE_BASE_URL}${endpoints.exchange.path}`, {
        method: 'POST',
        headers: {
          Authorization: DEMO.token,
          'Content-Type': 'application/json',
          [IDEMPOTENCY_HEADER]: 'same-intent',
        },
        body: JSON.stringify({ sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 100 }),
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(await a.json()).toEqual(await b.json());
    expect([a.headers.get('Idempotent-Replayed'), b.headers.get('Idempotent-Replayed')]).toContain(
      'true',
    );
    expect(balanceOf(DEMO.userNo, 'BRL')).toBe(1747.35);
  });

  it('a refused call is not remembered: the retry with the same key is answered afresh', async () => {
    setSession(DEMO);
    const key = 'retry-intent';
    const refused = await exchange(
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 5000 },
      { idempotencyKey: key },
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: Code.insufficientBalance });
    world.users.get(DEMO.userNo)!.wallets[0]!.availableBalance = 6000;
    await expect(
      exchange(
        { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 5000 },
        { idempotencyKey: key },
      ),
    ).resolves.toBeNull();
    expect(balanceOf(DEMO.userNo, 'BRL')).toBe(1000);
  });

  it('the same key on another money call is a conflict (2012)', async () => {
    setSession(DEMO);
    await createDeposit({ amount: 30, currency: 'BRL', payMethod: 1 }, { idempotencyKey: 'k1' });
    const error = await exchange(
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 10 },
      { idempotencyKey: 'k1' },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: Code.idempotencyConflict });
    expect(balanceOf(DEMO.userNo, 'BRL')).toBe(1847.35);
  });
});

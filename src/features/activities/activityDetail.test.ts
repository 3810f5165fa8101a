import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityBonusAmount } from '../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { XSS_ARTICLE_HTML } from '../../../mocks/data/xss';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { Code } from '../../../mocks/world/codes';
import { getActivityArticle, getActivityDetail } from '../../api/activities';
import { setSession } from '../../state/session';
import { walletState, refreshWallet } from '../../state/wallet';
import {
  activityPhase,
  claimActivity,
  isActivityNotFound,
  parseActivityId,
  progressPercent,
} from './activityDetail';
import { refreshActivities } from './activityRefresh';
import { activityState, countActivityReminders, loadParticipations } from './reminder';
import { countRequests, failure } from '../../lib/testing/requests';

// The page's refresh of the activity lists is another module's rule (activityRefresh.test.ts):
// here only that the claim asks for it.
vi.mock('./activityRefresh', () => ({ refreshActivities: vi.fn() }));

/** Roleta da sorte (type 8, loginShow 1): the demo player has its reward waiting (status 1). */
const CLAIMABLE = 3008;
/** Bônus de depósito (type 6): in progress (2) for the demo player. */
const IN_PROGRESS = 3006;
/** Código de resgate (type 11, loginShow 0): finished (3). */
const FINISHED = 3011;

const BONUS_PATH = `/api/activity/v1/getActivityBonus/${CLAIMABLE}`;

afterEach(() => {
  vi.mocked(refreshActivities).mockClear();
});

describe('parseActivityId (spec 2: ?id= decides)', () => {
  it('reads a positive whole number', () => {
    expect(parseActivityId('id=3008')).toBe(3008);
    expect(parseActivityId('?id=14&x=1')).toBe(14);
    expect(parseActivityId('id=%203008%20')).toBe(3008);
  });

  it('anything else is no id', () => {
    for (const search of ['', 'id=', 'id=0', 'id=-3', 'id=3.5', 'id=abc', 'id=1e3', 'x=3008']) {
      expect(parseActivityId(search)).toBeNull();
    }
    expect(parseActivityId('id=9999999999999999999')).toBeNull();
  });
});

describe('activityPhase (spec 6 and participationStatus)', () => {
  it('a visitor is a visitor whatever the status', () => {
    expect(activityPhase({ participationStatus: 1 }, false)).toBe('visitor');
  });

  it("a player's phase follows the status; unknown reads as not taking part", () => {
    expect(activityPhase({ participationStatus: 0 }, true)).toBe('notJoined');
    expect(activityPhase({ participationStatus: 1 }, true)).toBe('claimable');
    expect(activityPhase({ participationStatus: 2 }, true)).toBe('inProgress');
    expect(activityPhase({ participationStatus: 3 }, true)).toBe('finished');
    expect(activityPhase({ participationStatus: 7 }, true)).toBe('notJoined');
  });
});

describe('progressPercent', () => {
  it('is a whole percent, never past 0-100', () => {
    expect(progressPercent({ current: 200, target: 500 })).toBe(40);
    expect(progressPercent({ current: 1, target: 3 })).toBe(33);
    expect(progressPercent({ current: 900, target: 500 })).toBe(100);
    expect(progressPercent({ current: -5, target: 500 })).toBe(0);
    expect(progressPercent({ current: 0, target: 0 })).toBe(100);
  });
});

describe('the detail the mock world answers (contract CHOICE fields)', () => {
  it("a player's copy: status, progress, the reward table and the amount waiting", async () => {
    setSession(DEMO_ACCOUNT.info);
    const detail = await getActivityDetail({ id: CLAIMABLE });
    const bonus = activityBonusAmount(CLAIMABLE);
    expect(detail).toMatchObject({
      participationStatus: 1,
      claimableAmount: bonus,
      progress: { current: 3, target: 3, unit: 'count' },
    });
    // One row: the goal and what its claim pays (the world pays nothing for part of the way).
    expect(detail.rewards).toEqual([{ condition: 'Giros na roleta: 3', amount: bonus }]);
    // The deposit bonus pays with each deposit: no bet goal, no progress, no generic table.
    const moving = await getActivityDetail({ id: IN_PROGRESS });
    expect(moving).toMatchObject({
      participationStatus: 2,
      claimableAmount: null,
      progress: null,
      rewards: [],
    });
    expect(await getActivityDetail({ id: FINISHED })).toMatchObject({ participationStatus: 3 });
  });

  it("a visitor's copy has no progress nor amount; login-only and unknown ids are not found", async () => {
    const detail = await getActivityDetail({ id: CLAIMABLE });
    expect(detail).toMatchObject({ participationStatus: 0, progress: null, claimableAmount: null });
    const loginOnly = await failure(getActivityDetail({ id: FINISHED }, { silent: true }));
    expect(loginOnly.code).toBe(Code.unknownActivity);
    expect(isActivityNotFound(loginOnly)).toBe(true);
    const unknown = await failure(getActivityDetail({ id: 999 }, { silent: true }));
    expect(isActivityNotFound(unknown)).toBe(true);
    expect(isActivityNotFound(new Error('x'))).toBe(false);
  });

  it("'xss-activity-rules' serves the hostile corpus as the rules", async () => {
    server.use(...scenarios['xss-activity-rules']);
    expect((await getActivityDetail({ id: CLAIMABLE })).content).toBe(XSS_ARTICLE_HTML);
  });

  it('activity articles: type 3 only, with a publication date; others are not found', async () => {
    const article = await getActivityArticle({ id: 711 });
    expect(article).toMatchObject({ title: 'Guia: Pix sem complicação', type: 3 });
    expect(new Date(article.publishTime).toISOString()).toBe('2026-11-20T13:00:00.000Z');
    const other = await failure(getActivityArticle({ id: 705 }, { silent: true }));
    expect(isActivityNotFound(other)).toBe(true);
  });
});

describe('claimActivity (spec 6 money action)', () => {
  it('ten taps send one claim; the wallet, the badge and the lists are refreshed', async () => {
    setSession(DEMO_ACCOUNT.info);
    await Promise.all([refreshWallet(), loadParticipations()]);
    const before = walletState.total;
    const badge = countActivityReminders(activityState.participations, true);
    const claims = countRequests(server, BONUS_PATH);
    const bonus = activityBonusAmount(CLAIMABLE);

    const results = await Promise.all(Array.from({ length: 10 }, () => claimActivity(CLAIMABLE)));

    expect(claims.count()).toBe(1);
    expect(results.every((r) => r.amount === bonus && r.currency === 'BRL')).toBe(true);
    await vi.waitFor(() => {
      expect(walletState.total).toBeCloseTo(before + bonus, 2);
      expect(countActivityReminders(activityState.participations, true)).toBe(badge - 1);
    });
    expect(refreshActivities).toHaveBeenCalled();
    expect(await getActivityDetail({ id: CLAIMABLE })).toMatchObject({
      participationStatus: 3,
      claimableAmount: null,
    });
  });

  it('a second intent after a win is refused: already claimed (3001), nothing refreshed', async () => {
    setSession(DEMO_ACCOUNT.info);
    await claimActivity(CLAIMABLE);
    vi.mocked(refreshActivities).mockClear();
    const error = await failure(claimActivity(CLAIMABLE));
    expect(error).toMatchObject({
      code: Code.alreadyClaimed,
      message: 'Você já resgatou este prêmio.',
    });
    expect(refreshActivities).not.toHaveBeenCalled();
  });

  it.each([
    ['activity-claimed-elsewhere', Code.alreadyClaimed, 3],
    ['activity-reward-expired', Code.nothingToClaim, 2],
  ] as const)(
    '%s: refused with %i, the detail then reads status %i',
    async (name, code, status) => {
      setSession(DEMO_ACCOUNT.info);
      server.use(...scenarios[name]);
      expect((await failure(claimActivity(CLAIMABLE))).code).toBe(code);
      expect(await getActivityDetail({ id: CLAIMABLE })).toMatchObject({
        participationStatus: status,
      });
    },
  );

  it("'activity-withdrawn': the claim and every later read answer 3006 (not found)", async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['activity-withdrawn']);
    expect((await failure(claimActivity(CLAIMABLE))).code).toBe(Code.unknownActivity);
    const read = await failure(getActivityDetail({ id: CLAIMABLE }, { silent: true }));
    expect(isActivityNotFound(read)).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXED_NOW } from '../../../mocks/data/clock';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { server } from '../../../mocks/node';
import { getActivities } from '../../api/activity';
import { getPromoteRecords } from '../../api/activities';
import type { Activity } from '../../api/contract';
import { setSession } from '../../state/session';
import {
  isEnded,
  parsePromotionTab,
  participationLabel,
  promoteRecordTitle,
  promotionGroups,
  promotionPeriod,
  promotionTap,
  promotionTabSearch,
  rewardStatus,
} from './promotions';

const entry = (type: number, extra: Partial<Activity> = {}): Activity => ({
  id: 3000 + type,
  type,
  category: 1,
  loginShow: 1,
  activityLang: { title: `Promoção ${type}`, bannerPicUrl: '' },
  participationStatus: 0,
  iconImg: '',
  abbreviation: `P${type}`,
  ...extra,
});

describe('promotion groups (spec 3 valid, spec 6 visibility)', () => {
  const list = [
    entry(16, { valid: 0 }),
    entry(3, { valid: 1 }),
    entry(7, { valid: 1, loginShow: 0 }),
    entry(12, { valid: 0, loginShow: 0 }),
    entry(9),
    entry(1, { valid: 1 }),
    entry(36, { valid: 0 }),
  ];

  it('running first in server order, ended below; no flag counts as running', () => {
    const groups = promotionGroups(list, true);
    expect(groups.running.map((a) => a.type)).toEqual([3, 7, 9]);
    expect(groups.ended.map((a) => a.type)).toEqual([16, 12]);
  });

  it('visitors see only loginShow 1, and the hidden types never show (spec 6)', () => {
    const groups = promotionGroups(list, false);
    expect(groups.running.map((a) => a.type)).toEqual([3, 9]);
    expect(groups.ended.map((a) => a.type)).toEqual([16]);
  });

  it('valid 0 is ended; 1 or no flag is not', () => {
    expect(isEnded({ valid: 0 })).toBe(true);
    expect(isEnded({ valid: 1 })).toBe(false);
    expect(isEnded({})).toBe(false);
  });
});

describe('promotion taps (spec 2 "Activity icon taps by type")', () => {
  it('follow the tap table', () => {
    expect(promotionTap({ id: 3003, type: 3 })).toEqual({ kind: 'navigate', to: '/viprule' });
    expect(promotionTap({ id: 3006, type: 6 })).toEqual({ kind: 'navigate', to: '/rechargeRule' });
    expect(promotionTap({ id: 3016, type: 16 })).toEqual({
      kind: 'navigate',
      to: '/activityDetail/16?id=3016',
    });
    expect(promotionTap({ id: 3021, type: 21 })).toEqual({
      kind: 'overlay',
      name: 'signIn',
      props: { activityId: 3021 },
    });
  });

  it('type 5 opens the records tab instead of the page already open', () => {
    expect(promotionTap({ id: 3005, type: 5 })).toEqual({
      kind: 'navigate',
      to: '/promotion?tab=records',
    });
  });
});

describe('the tab in the address', () => {
  it('reads ?tab=records, anything else is the list', () => {
    expect(parsePromotionTab('tab=records')).toBe('records');
    expect(parsePromotionTab('?tab=records&x=1')).toBe('records');
    expect(parsePromotionTab('')).toBe('list');
    expect(parsePromotionTab('tab=Records')).toBe('list');
    expect(promotionTabSearch('records')).toBe('tab=records');
    expect(promotionTabSearch('list')).toBe('');
  });
});

describe('what a card and a record say', () => {
  it('the period in São Paulo days, dd/mm/aaaa', () => {
    expect(
      promotionPeriod({
        startTime: Date.UTC(2026, 10, 1, 3, 0, 0),
        endTime: Date.UTC(2027, 0, 1, 2, 59, 59),
      }),
    ).toBe('01/11/2026 a 31/12/2026');
    expect(promotionPeriod({ startTime: Date.UTC(2026, 10, 1, 3) })).toBe('');
    expect(promotionPeriod({})).toBe('');
  });

  it('the participation badge; on an ended promotion only a waiting reward', () => {
    expect(participationLabel({ participationStatus: 0 })).toBeNull();
    expect(participationLabel({ participationStatus: 1 })).toBe('Recompensa disponível');
    expect(participationLabel({ participationStatus: 2 })).toBe('Em andamento');
    expect(participationLabel({ participationStatus: 3 })).toBe('Concluída');
    expect(participationLabel({ participationStatus: 9 })).toBeNull();
    expect(participationLabel({ participationStatus: 1, valid: 0 })).toBe('Recompensa disponível');
    expect(participationLabel({ participationStatus: 2, valid: 0 })).toBeNull();
    expect(participationLabel({ participationStatus: 3, valid: 0 })).toBeNull();
  });

  it('reward states in words (spec 3), unknown codes never as credited', () => {
    expect(rewardStatus(1)).toEqual({ label: 'Pendente', tone: 'pending' });
    expect(rewardStatus(2)).toEqual({ label: 'Não creditado', tone: 'failed' });
    expect(rewardStatus(3)).toEqual({ label: 'Creditado', tone: 'done' });
    expect(rewardStatus(0)).toEqual({ label: 'Em processamento', tone: 'pending' });
    expect(rewardStatus(7).tone).toBe('pending');
  });

  it('a record names the invited friend', () => {
    expect(promoteRecordTitle({ userNo: '55***1' })).toBe('Indicação de 55***1');
  });
});

describe('the mock world answers the contract (CHOICE valid, PromoteRecord)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('the list carries valid and the period; the slots tournament has ended', async () => {
    const list = await getActivities({});
    for (const a of list) {
      expect(a.valid === 0 || a.valid === 1).toBe(true);
      expect(a.startTime).toBeLessThan(a.endTime ?? 0);
    }
    const ended = list.filter((a) => a.valid === 0).map((a) => a.activityLang.title);
    expect(ended).toEqual(['Torneio de slots']);
    const slots = list.find((a) => a.type === 16);
    expect(promotionPeriod(slots ?? {})).toBe('01/10/2026 a 15/11/2026');
  });

  it('the same entries as before: adding the flag hides nothing from the other screens', async () => {
    const visitor = await getActivities({});
    setSession(DEMO_ACCOUNT.info);
    const player = await getActivities({});
    expect(player.length).toBeGreaterThan(visitor.length);
    expect(promotionGroups(player, true).running.length).toBeGreaterThan(0);
  });

  it("'promotions-ended': every entry ended at the end of yesterday (São Paulo)", async () => {
    server.use(...scenarios['promotions-ended']);
    const list = await getActivities({});
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.valid === 0)).toBe(true);
    // Closed at 21/11/2026 23:59:59 in São Paulo at the latest (the slots tournament earlier).
    const yesterdayEnd = Date.UTC(2026, 10, 22, 2, 59, 59);
    expect(list.every((a) => (a.endTime ?? Infinity) <= yesterdayEnd)).toBe(true);
    expect(list.filter((a) => a.endTime === yesterdayEnd).length).toBe(list.length - 1);
    expect(promotionPeriod(list.find((a) => a.type === 3) ?? {})).toBe('01/11/2026 a 21/11/2026');
  });

  it('promote records: the demo player has 9, newest first; many-invitees pages 4 times', async () => {
    setSession(DEMO_ACCOUNT.info);
    const first = await getPromoteRecords({ pageNum: 1, pageSize: 10 });
    expect(first.total).toBe(9);
    expect(first.list[0]).toMatchObject({ amount: 20, currency: 'BRL', status: 3 });
    const times = first.list.map((r) => r.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    server.use(...scenarios['many-invitees']);
    const page4 = await getPromoteRecords({ pageNum: 4, pageSize: 10 });
    expect(page4.total).toBe(33);
    expect(page4.list).toHaveLength(3);
  });
});

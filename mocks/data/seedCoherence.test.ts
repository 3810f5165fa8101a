import { describe, expect, it } from 'vitest';
import type { Banner } from '../../src/api/contract';
import {
  DEPOSIT_BONUS,
  FOUR_STEP_DEPOSIT,
  SECOND_DEPOSIT,
} from '../../src/features/activities/activityTypes';
import * as world from '../world/activities';
import { claimRanking, ranking, superMemberDay } from '../world/rankings';
import { completeDeposit, createDeposit, DEPOSIT_LIMITS, payMethods } from '../world/wallet';
import { findUser, type WorldUser } from '../world/world';
import { ACTIVITY_DETAILS, activityBonusAmount, activityIdOf } from './activities';
import { FIXED_NOW } from './clock';
import {
  archivedSystemMessages,
  BANNERS,
  BUSINESS_CONFIG,
  findArticle,
  HOSTILE_ARTICLE_HTML,
  LOGIN_PUSH_BANNERS,
  MARQUEE_NOTICES,
  NOT_TWO_CHARGE_BANNERS,
  PERSONAL_MESSAGES,
  SYSTEM_MESSAGES,
} from './content';
import { decodeSvgDataUri } from './logos';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from './users';
import { WAGERING_RECORDS } from './wallet';
import { XSS_ARTICLE_HTML } from './xss';

/*
 * The seed's words against the world's numbers. Every text a player reads about a promotion
 * (activity banners and rules, home banners, pop-up banners, the marquee, messages, articles) is
 * read back here and each number it claims (a percentage, a cap, a minimum, a count, a period) is
 * compared with what the mock world answers or pays for that promotion: its own calls, not the
 * tables they are built from, so a text and a world that drift apart fail here whichever moved.
 * resetAllStores() (vitest.setup.ts) gives every test a fresh world at FIXED_NOW.
 */

// ---------------------------------------------------------------------------------------------
// Reading texts

/** The words of a generated SVG picture (banner art), lines joined by a space. */
function pictureText(uri: string): string {
  return [...decodeSvgDataUri(uri).matchAll(/>([^<>]+)</g)]
    .map((match) => match[1]?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** HTML as the words a player reads. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "R$ 1.234,56" as 1234.56. */
const amountOf = (text: string) => Number(text.replaceAll('.', '').replace(',', '.'));
const MONEY = String.raw`R\$\s?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)`;

/** Every amount in `text` that follows `lead` ("até ", "a partir de " ...), in order. */
function amountsAfter(text: string, lead: string): number[] {
  return [...text.matchAll(new RegExp(`${lead}${MONEY}`, 'gi'))].map((m) => amountOf(m[1] ?? ''));
}
const amounts = (text: string) => amountsAfter(text, '');
const percents = (text: string) =>
  [...text.matchAll(/(\d+(?:,\d+)?)\s?%/g)].map((m) => amountOf(m[1] ?? ''));
/** Round times said as "12h, 18h ..." in `text`, as '12:00'. */
const hours = (text: string) =>
  [...text.matchAll(/\b(\d{1,2})h\b/g)].map((m) => `${(m[1] ?? '').padStart(2, '0')}:00`);

const detailOf = (type: number) => {
  const detail = ACTIVITY_DETAILS.find((a) => a.type === type);
  if (!detail) throw new Error(`no activity of type ${type}`);
  return detail;
};
/** The activity's banner (title and tagline) as one text. */
const taglineOf = (type: number) => pictureText(detailOf(type).activityLang.bannerPicUrl);
/** The activity's rules without their heading (the title). */
const rulesOf = (type: number) => plain(detailOf(type).content.replace(/<h2>.*?<\/h2>/, ''));

/** The activity a banner advertises: the page it opens, or the pop-up's offer. */
function bannerTypeOf(banner: Banner): number | null {
  if (banner.code === 'notTwoCharge') return SECOND_DEPOSIT.type;
  const detail = /^\/activityDetail\/(\d+)/.exec(banner.linkUrl);
  if (detail) return Number(detail[1]);
  const pages: Record<string, number> = { '/rechargeRule': DEPOSIT_BONUS.type, '/viprule': 3 };
  return pages[banner.linkUrl] ?? null;
}
const ALL_BANNERS = [...BANNERS, ...LOGIN_PUSH_BANNERS, ...NOT_TWO_CHARGE_BANNERS];
const bannersAbout = (type: number) =>
  ALL_BANNERS.filter((b) => bannerTypeOf(b) === type).map((b) => pictureText(b.h5PicUrl));
/** Every text that describes the activity of `type`: its banner, its rules, banners about it. */
const textsAbout = (type: number) => [taglineOf(type), rulesOf(type), ...bannersAbout(type)];

const shownMarquee = MARQUEE_NOTICES.filter((n) => n.status === 1).map((n) => n.text);
const messages = [...SYSTEM_MESSAGES, ...PERSONAL_MESSAGES, ...archivedSystemMessages(24)].map(
  (m) => plain(m.content),
);

// ---------------------------------------------------------------------------------------------
// Asking the world

function player(userNo: string): WorldUser {
  const user = findUser(userNo);
  if (!user) throw new Error(`no player ${userNo}`);
  return user;
}
const demo = () => player(DEMO_ACCOUNT.info.userNo);
/** Maria: registered 20 minutes ago, no deposit, nothing used yet. */
const maria = () => player(SECOND_ACCOUNT.info.userNo);

/** The bonus the world credits on a paid Pix deposit of `amount` BRL. */
function bonusOfDeposit(user: WorldUser, amount: number): number {
  const order = createDeposit(user, { amount, currency: 'BRL', payMethod: 1 });
  if (!order.ok) throw new Error(order.msg);
  completeDeposit(order.data.orderNo);
  return user.deposits.find((d) => d.orderNo === order.data.orderNo)?.bonusAmount ?? 0;
}

const paid = (outcome: { ok: boolean; data?: unknown }) =>
  outcome.ok ? ((outcome.data as { amount: number }).amount ?? 0) : 0;

// ---------------------------------------------------------------------------------------------

describe('deposit bonus (type 6): banners and rules say the tier table the world serves', () => {
  const tiers = world.topUpPromotion().tiers;
  const texts = [...textsAbout(DEPOSIT_BONUS.type), plain(HOSTILE_ARTICLE_HTML)];

  it('every percentage is a tier rate, and an "até N%" headline is the top rate', () => {
    const rates = tiers.map((t) => t.rate);
    for (const text of texts) {
      for (const rate of percents(text)) expect(rates, text).toContain(rate);
      for (const headline of text.matchAll(/até (\d+(?:,\d+)?)\s?%/gi)) {
        expect(amountOf(headline[1] ?? ''), text).toBe(Math.max(...rates));
      }
    }
  });

  it('the smallest deposit named is the first tier minimum, every other is a tier minimum', () => {
    const minimums = tiers.map((t) => t.minAmount);
    const hostile = [plain(HOSTILE_ARTICLE_HTML), plain(XSS_ARTICLE_HTML)];
    const naming = [rulesOf(DEPOSIT_BONUS.type), ...bannersAbout(DEPOSIT_BONUS.type), ...hostile];
    for (const text of naming) expect(amountsAfter(text, 'a partir de '), text).not.toEqual([]);
    for (const text of [...texts, ...hostile]) {
      const named = amountsAfter(text, 'a partir de ');
      if (named.length === 0) continue;
      expect(Math.min(...named), text).toBe(Math.min(...minimums));
      for (const min of named) expect(minimums, text).toContain(min);
    }
  });

  it('every "até R$" cap is a tier cap, and the banners promise the largest', () => {
    const caps = tiers.map((t) => t.maxReward);
    for (const text of texts) {
      for (const cap of amountsAfter(text, 'até ')) expect(caps, text).toContain(cap);
    }
    for (const text of bannersAbout(DEPOSIT_BONUS.type)) {
      expect(amountsAfter(text, 'até '), text).toEqual([Math.max(...caps)]);
    }
  });
});

describe('second deposit (type 13): one rate, one cap, one minimum everywhere', () => {
  it('says what the world credits on a second deposit and what its tier shows', () => {
    const tier = world.topUpPromotion(
      new URLSearchParams({ activityId: String(activityIdOf(SECOND_DEPOSIT.type)) }),
    ).tiers[0]!;
    const user = maria();
    bonusOfDeposit(user, 1000);
    const big = bonusOfDeposit(user, 10_000);
    // The credited bonus of a large second deposit is the cap; of a small one, the rate.
    expect(big).toBe(tier.maxReward);
    // The demo player made the first of the four deposits: the next one is the second.
    const small = bonusOfDeposit(demo(), 20);
    expect(small).toBe((20 * tier.rate) / 100);
    const texts = textsAbout(SECOND_DEPOSIT.type);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) {
      expect(amountsAfter(text, 'até '), text).toEqual([tier.maxReward]);
      expect(percents(text), text).toEqual([tier.rate]);
      for (const min of amountsAfter(text, 'a partir de ')) expect(min, text).toBe(tier.minAmount);
    }
  });
});

describe('first deposits: the four-step offer and the first-pay offer', () => {
  it('the four-step rules list every step as the world credits it, in order', () => {
    const steps = world.fourPay(null).payFourTimesSetList;
    const rules = rulesOf(FOUR_STEP_DEPOSIT.type);
    expect(percents(rules)).toEqual(steps.map((s) => s.rr));
    expect(amountsAfter(rules, 'até ')).toEqual(steps.map((s) => s.rla));
  });

  it('the first-pay rules and tagline give each window with its rate, cap and minimum', () => {
    const outcome = world.firstPayActivity(activityIdOf(7));
    if (!outcome.ok) throw new Error(outcome.msg);
    const sets = outcome.data.limitTimeFirstPaySets;
    const rules = rulesOf(7);
    expect(percents(rules)).toEqual(sets.map((s) => s.rr));
    expect(amountsAfter(rules, 'até ')).toEqual(sets.map((s) => s.rla));
    expect(amountsAfter(rules, 'a partir de ')).toEqual([sets[0]?.minPay]);
    expect(percents(taglineOf(7))).toEqual([sets[0]?.rr]);
    expect(amountsAfter(taglineOf(7), 'até ')).toEqual([sets[0]?.rla]);
  });

  it('the deposit minimum of the guides and the business config is the one deposits check', () => {
    const min = DEPOSIT_LIMITS.BRL?.min;
    expect(Number(BUSINESS_CONFIG.minDepositAmount)).toBe(min);
    const guide = plain(findArticle('activity-guide-pix')?.content ?? '');
    expect(amountsAfter(guide, 'a partir de ')).toEqual([min]);
  });

  it('the terms name every currency and way to deposit the channel offers', () => {
    const terms = plain(findArticle('terms')?.content ?? '');
    const methods = payMethods();
    for (const currency of methods.flatMap((m) => m.currencies.map((c) => c.currency))) {
      expect(terms).toContain(currency);
    }
    expect(methods.map((m) => m.payMethod)).toEqual([1, 2, 3]);
    expect(terms).toMatch(/Pix ou cartão/);
    expect(terms).toMatch(/cripto/);
  });

  it("the deposit bonus message's rollover is the wagering still waiting for it", () => {
    const message = plain(PERSONAL_MESSAGES.find((m) => m.id === 2002)?.content ?? '');
    const [bonus, rollover] = amounts(message);
    const waiting = WAGERING_RECORDS.find((w) => w.sourceName === 'Bônus de depósito');
    expect(rollover).toBe(3 * (bonus ?? 0));
    expect(waiting?.requiredAmount).toBe(rollover);
    expect(message).toContain('Rollover de 3x');
  });
});

describe('wheels (type 8): the spins a text promises are the spins a player gets', () => {
  it('"N giros grátis por dia" is the turntable spins of a fresh day, the big wheels too', () => {
    const user = maria();
    const spins = {
      turntable: world.wheel('turntable', user).spinsLeft,
      day: world.wheel('day', user).spinsLeft,
      month: world.wheel('month', user).spinsLeft,
    };
    const texts = [...textsAbout(8), ...messages.filter((m) => /giros?/.test(m))];
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (const text of texts) {
      const perDay = [...text.matchAll(/(\d+|um|uma) giros? grátis por dia/gi)].map((m) =>
        /^\d+$/.test(m[1] ?? '') ? Number(m[1]) : 1,
      );
      expect(perDay, text).toEqual([spins.turntable]);
    }
    const rules = rulesOf(8);
    expect(/roda diária, (\d+) por dia/.exec(rules)?.[1]).toBe(String(spins.day));
    expect(/roda mensal, (\d+) por mês/.exec(rules)?.[1]).toBe(String(spins.month));
  });

  it("the prizes named are the turntable's smallest and largest, the factors the big wheels'", () => {
    const prizes = world.wheel('turntable', null).prizes.map((p) => p.amount);
    const rules = rulesOf(8);
    const [low, high] = amountsAfter(rules, '(?:de |a )');
    expect([low, high]).toEqual([Math.min(...prizes), Math.max(...prizes)]);
    const day = Math.max(...world.wheel('day', null).prizes.map((p) => p.amount));
    const month = Math.max(...world.wheel('month', null).prizes.map((p) => p.amount));
    expect(/roda diária (\d+) vezes/.exec(rules)?.[1]).toBe(String(day / high!));
    expect(/roda mensal (\d+) vezes/.exec(rules)?.[1]).toBe(String(month / high!));
  });
});

describe('claims: a text asks for a claim exactly where the world needs one', () => {
  it('"não é preciso resgatar" only where nothing waits for a claim', () => {
    for (const detail of ACTIVITY_DETAILS) {
      if (!/não é preciso resgatar/i.test(rulesOf(detail.type))) continue;
      const mine = world.activityDetail(detail.id, demo());
      if (!mine.ok) throw new Error(mine.msg);
      expect(mine.data.participationStatus, detail.activityLang.title).not.toBe(1);
      expect(mine.data.claimableAmount).toBeNull();
      expect(paid(world.claimActivityBonus(demo(), detail.id))).toBe(0);
    }
    // The daily cashback is the one: the world pays it by itself at the next 00:00.
    expect(world.everydayBetRebate(demo()).payTime).toBeGreaterThan(FIXED_NOW);
    expect(rulesOf(12)).toMatch(/não é preciso resgatar/);
  });

  it('every rule that says to claim ("resgate", "resgatados") names a claim the world pays', () => {
    const claims: Record<number, (user: WorldUser) => { ok: boolean; data?: unknown }> = {
      1: (u) => world.receiveRescueBonus(u, 'day'),
      2: (u) => world.receiveRescueBonus(u, 'week'),
      3: (u) => world.receiveVip(u, 'memberLevel'),
      8: (u) => world.claimActivityBonus(u, activityIdOf(8)),
      9: (u) => claimRanking(u, 'bet', 'day'),
      12: (u) => world.receiveVip(u, 'day'),
      15: (u) => claimRanking(u, 'invite', 'week'),
      37: (u) => world.receiveTotalPay(u),
    };
    for (const detail of ACTIVITY_DETAILS) {
      const asks = /\bresgat(e|ar|ados?)\b/i.test(
        rulesOf(detail.type).replace(/não é preciso resgatar/gi, ''),
      );
      if (!asks) continue;
      const claim = claims[detail.type];
      expect(claim, `${detail.activityLang.title} asks for a claim`).toBeDefined();
      expect(paid(claim!(demo())), detail.activityLang.title).toBeGreaterThan(0);
    }
  });

  it("the VIP club's cashback waits for its claim (Resgatar), as its texts say", () => {
    const day = world.vipRewards(demo()).find((r) => r.kind === 'day');
    expect(day?.amount).toBeGreaterThan(0);
    expect(day?.received).toBe(false);
    for (const text of [rulesOf(3), rulesOf(12)]) {
      expect(text).toMatch(/resgatad[oa]s? na página do Clube VIP/);
    }
  });
});

describe('scratch card (type 14): the rules describe the cards the world deals', () => {
  it('names no symbol unless the cards carry symbols, and the cards, prizes and bonus it has', () => {
    const user = demo();
    const dealt = world.scratchCardDetails(user);
    const symbols = dealt.cards.flatMap((c) => (c as { symbols?: string[] }).symbols ?? []);
    const rules = rulesOf(14);
    expect(/s[ií]mbolo/i.test(rules)).toBe(symbols.length > 0);
    for (const symbol of symbols) expect(rules).toContain(symbol);
    for (const card of dealt.cards) world.scratchCard(user, { cardId: card.id });
    const prizes = world.scratchCardDetails(user).cards.map((c) => c.prizeAmount ?? 0);
    expect(rules).toContain(`Você tem ${dealt.cards.length} raspadinhas`);
    expect(amounts(rules)).toEqual([Math.min(...prizes), Math.max(...prizes)]);
    expect(percents(rules)).toEqual([Math.round((dealt.combineMultiplier - 1) * 100)]);
    expect(rules).toContain(`pelo menos ${dealt.combineMin} raspadinhas`);
  });
});

describe('periods: nothing ended is promoted as running', () => {
  const listed = () => world.activityList(new URLSearchParams(), demo());

  it('an ended activity says so in its banner and rules; a running one never does', () => {
    const list = listed();
    expect(list.some((a) => a.valid === 0)).toBe(true);
    for (const detail of ACTIVITY_DETAILS) {
      const over = detail.endTime < FIXED_NOW;
      const entry = list.find((a) => a.type === detail.type);
      if (entry) expect(entry.valid, detail.activityLang.title).toBe(over ? 0 : 1);
      for (const text of [taglineOf(detail.type), rulesOf(detail.type)]) {
        expect(/encerrad[oa]|terminou/i.test(text), text).toBe(over);
      }
      if (over) expect(rulesOf(detail.type)).not.toMatch(/Válido de/);
    }
  });

  it('no banner, marquee notice or message promotes an ended activity', () => {
    const ended = ACTIVITY_DETAILS.filter((a) => a.endTime < FIXED_NOW);
    for (const detail of ended) {
      expect(ALL_BANNERS.filter((b) => bannerTypeOf(b) === detail.type)).toEqual([]);
      for (const text of [...shownMarquee, ...messages]) {
        expect(text.includes(detail.activityLang.title), text).toBe(false);
      }
    }
  });

  it("an offer's own deadline is its activity's last day", () => {
    const four = world.activityDetail(activityIdOf(FOUR_STEP_DEPOSIT.type), demo());
    if (!four.ok) throw new Error(four.msg);
    expect(world.fourPay(demo()).validEndTime).toBe(four.data.endTime);
    for (const type of [DEPOSIT_BONUS.type, SECOND_DEPOSIT.type]) {
      const query = new URLSearchParams({ activityId: String(activityIdOf(type)) });
      expect(world.topUpPromotion(query).validEndTime).toBe(detailOf(type).endTime);
    }
  });
});

describe('rounds, amounts and counts said the same way everywhere', () => {
  it('the red-envelope rain: its round times and what an envelope pays', () => {
    const rounds = world.redPacketDistribution().map((r) => r.roundTime);
    const rainTexts = [
      ...textsAbout(4),
      ...shownMarquee.filter((t) => /envelope/i.test(t)),
      ...messages.filter((m) => /envelope/i.test(m)),
    ];
    expect(rainTexts.length).toBeGreaterThanOrEqual(5);
    for (const text of rainTexts) expect(hours(text), text).toEqual(rounds);
    const opened = world.openRedEnvelope(demo(), { redNumber: world.redEnvelopeNumber() });
    for (const text of [rulesOf(4), ...messages.filter((m) => /envelope/i.test(m))]) {
      expect(amounts(text), text).toEqual([paid(opened)]);
    }
  });

  it('the lucky envelope: its rounds and its prize range', () => {
    const rounds = world.newRedPacketList(null).map((r) => r.roundTime);
    const packet = world.newRedPacket(null);
    for (const text of [taglineOf(39), rulesOf(39)]) expect(hours(text), text).toEqual(rounds);
    expect(amounts(rulesOf(39))).toEqual([packet.minAmount, packet.maxAmount]);
  });

  it('invites: what a friend pays in every text is what each reward record credits', () => {
    const records = world.promoteRecords(demo(), new URLSearchParams({ pageSize: '100' })).list;
    const each = new Set(records.map((r) => Number(r.amount)));
    expect(each.size).toBe(1);
    const texts = [
      taglineOf(5),
      rulesOf(5),
      ...BANNERS.filter((b) => b.linkUrl === '/promotion').map((b) => pictureText(b.h5PicUrl)),
    ];
    for (const text of texts) expect(amounts(text), text).toEqual([...each]);
  });

  it('rankings: places paid, pools and first prizes are the ones the leaderboards pay', () => {
    const pool = (prizes: { fromRank: number; toRank: number; reward: number }[]) => ({
      last: Math.max(...prizes.map((p) => p.toRank)),
      total: prizes.reduce((sum, p) => sum + (p.toRank - p.fromRank + 1) * p.reward, 0),
      first: prizes[0]?.reward,
    });
    const betDay = pool(ranking('bet', 'day', null).prizes);
    const betWeek = pool(ranking('bet', 'week', null).prizes);
    expect(taglineOf(9)).toContain(`Top ${betDay.last} do dia`);
    expect(amounts(taglineOf(9))).toEqual([betDay.total]);
    expect(amounts(rulesOf(9))).toEqual([betDay.total, betDay.first, betWeek.total, betWeek.first]);
    expect(rulesOf(9)).toContain(`os ${betDay.last} primeiros`);
    const inviteDay = pool(ranking('invite', 'day', null).prizes);
    const inviteWeek = pool(ranking('invite', 'week', null).prizes);
    expect(amounts(rulesOf(15))).toEqual([inviteDay.first, inviteWeek.first]);
    expect(rulesOf(15)).toContain(`os ${inviteDay.last} primeiros`);
    expect(rulesOf(15)).toContain(`os ${inviteWeek.last} primeiros`);
    const superDay = superMemberDay(null);
    const draws = superDay.lottery.prizes;
    expect(rulesOf(32)).toContain(`os ${pool(superDay.prizes).last} membros`);
    expect(amounts(rulesOf(32))).toEqual([
      superDay.prizes[0]?.reward,
      Math.min(...draws),
      Math.max(...draws),
    ]);
  });

  it('treasure boxes, accumulated deposit and carnival: every threshold with its prize', () => {
    const boxes = world.treasureBoxes(null);
    expect(amounts(rulesOf(10))).toEqual(boxes.map((b) => b.reward));
    expect([...rulesOf(10).matchAll(/com (\d+) amigos?/g)].map((m) => Number(m[1]))).toEqual(
      boxes.map((b) => b.invitesNeeded),
    );
    expect(amounts(rulesOf(37))).toEqual(
      world.totalPaySets().flatMap((tier) => [tier.reward, tier.amount]),
    );
    const carnival = world.carnivalPoints(demo()).rewards;
    expect(amounts(rulesOf(35))).toEqual(carnival.map((r) => r.amount));
    expect([...rulesOf(35).matchAll(/([\d.]+) pontos,/g)].map((m) => amountOf(m[1] ?? ''))).toEqual(
      carnival.map((r) => r.points),
    );
  });

  it('the seven-day check-in: days, first and last day, and the chest', () => {
    const sign = world.sevenDaySign(demo());
    const rewards = sign.days.map((d) => d.reward);
    expect(amounts(rulesOf(21))).toEqual([rewards[0], rewards.at(-1), sign.chestReward]);
    expect(rulesOf(21)).toContain(`check-in ${sign.days.length} dias seguidos`);
    const banner = BANNERS.find((b) => b.code === 'home-mainArea3');
    expect(pictureText(banner?.h5PicUrl ?? '')).toContain(`${sign.days.length} dias`);
    for (const text of messages.filter((m) => /check-in/i.test(m))) {
      expect(amounts(text), text).toEqual([rewards.at(-1), sign.chestReward]);
    }
  });

  it('rescue: the rate and the smallest loss the world rescues', () => {
    for (const [type, period] of [
      [1, 'day'],
      [2, 'week'],
    ] as const) {
      const bonus = world.rescueBonus(demo(), period);
      for (const text of [taglineOf(type), rulesOf(type)]) {
        expect(percents(text), text).toEqual([bonus.rate]);
      }
      expect(amounts(rulesOf(type))).toEqual([bonus.minLoss]);
    }
  });

  it("VIP: the cashback rates and level bonus the texts name are the levels' own", () => {
    const at = (level: number): WorldUser => ({ ...demo(), vip: { ...demo().vip, level } });
    const rate = (level: number) => world.everydayBetRebate(at(level)).rate;
    const top = 10;
    expect(rate(top + 1)).toBe(0);
    for (const text of [taglineOf(3), ...bannersAbout(3)]) {
      expect(percents(text), text).toEqual([rate(top)]);
    }
    expect(percents(rulesOf(3))).toEqual([rate(0), rate(top)]);
    expect(amounts(rulesOf(3))).toEqual([world.vipRewardAmount(at(top), 'memberLevel')]);
    expect(percents(rulesOf(12))).toEqual([rate(0), rate(top)]);
    const up = PERSONAL_MESSAGES.find((m) => m.id === 2004)?.content ?? '';
    const level = demo().vip.level;
    expect(percents(up)).toEqual([rate(level)]);
    expect(amounts(up)).toEqual([world.vipRewardAmount(demo(), 'memberLevel')]);
  });
});

describe('generic reward tables: only where the activity pays through them', () => {
  it('a table row is the goal and the bonus its claim pays; no goal, no table', () => {
    for (const detail of ACTIVITY_DETAILS) {
      const mine = world.activityDetail(detail.id, demo());
      if (!mine.ok) throw new Error(mine.msg);
      const { rewards, progress } = mine.data;
      expect(rewards.length > 0, detail.activityLang.title).toBe(progress !== null);
      if (rewards.length === 0 || !progress) continue;
      expect(rewards).toHaveLength(1);
      expect(rewards[0]?.condition).toMatch(new RegExp(`: ${progress.target}$`));
      expect(rewards[0]?.amount).toBe(activityBonusAmount(detail.id));
      expect(amounts(rulesOf(detail.type))).toContain(rewards[0]?.amount);
      if (mine.data.participationStatus === 1) {
        expect(paid(world.claimActivityBonus(demo(), detail.id))).toBe(rewards[0]?.amount);
      }
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { isHiddenActivityType } from '../../src/features/activities/activityTypes';
import { GAME_TILE_RATIO } from '../../src/features/games/GameCard/GameCardSkeleton';
import * as activities from './activities';
import * as bets from './bets';
import { DAY, FIXED_NOW, HOUR } from './clock';
import * as content from './content';
import * as games from './games';
import { decodeSvgDataUri } from './logos';
import * as users from './users';
import * as wallet from './wallet';

const here = dirname(fileURLToPath(import.meta.url));

/** Local CPF check (src/lib/cpf.ts is written separately): both check digits, no repdigits. */
function isValidCpf(raw: string): boolean {
  const digits = raw.replace(/\D/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** Every string reachable from a value, with the key it sits under. */
function strings(value: unknown, key = ''): { key: string; value: string }[] {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  }
  return [];
}

const modules = { activities, bets, content, games, users, wallet };
const IMAGE_KEYS = new Set([
  'logo',
  'icon',
  'iconImg',
  'iconUrl',
  'h5PicUrl',
  'pcPicUrl',
  'bannerPicUrl',
  'categoryLogo',
  'vendorLogo',
  'avatarUrl',
]);

describe('games', () => {
  it('has all ten categories of spec 3 with pt-BR names and logos', () => {
    const keys = games.CATEGORIES.map((c) => c.categoryNameEn).sort();
    expect(keys).toEqual(
      [
        'bingo',
        'casino',
        'gameShows',
        'handsel',
        'hotGame',
        'live',
        'liveCasino',
        'original',
        'recGame',
        'slots',
      ].sort(),
    );
    const names = Object.fromEntries(
      games.CATEGORIES.map((c) => [c.categoryNameEn, c.categoryName]),
    );
    expect(names).toMatchObject({ casino: 'Cassino', handsel: 'Pescaria', live: 'Ao vivo' });
  });

  it('has at least 300 games with unique ids and names, spread over every category', () => {
    expect(games.GAMES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.GAMES.map((g) => g.id)).size).toBe(games.GAMES.length);
    expect(new Set(games.GAMES.map((g) => g.gameName)).size).toBe(games.GAMES.length);
    for (const c of games.CATEGORIES) {
      const inCategory = games.GAMES.filter((g) => g.categoryId === c.categoryId);
      expect(inCategory.length, c.categoryNameEn).toBeGreaterThanOrEqual(20);
      expect(inCategory.every((g) => g.categoryName === c.categoryName)).toBe(true);
    }
  });

  it('has at least 12 providers, each with games, and every game has a known provider', () => {
    expect(games.PROVIDERS.length).toBeGreaterThanOrEqual(12);
    const vendorIds = new Set(games.PROVIDERS.map((p) => p.vendorId));
    expect(games.GAMES.every((g) => vendorIds.has(g.vendorId))).toBe(true);
    for (const p of games.PROVIDERS) {
      expect(games.GAMES.filter((g) => g.vendorId === p.vendorId).length).toBeGreaterThan(5);
    }
  });

  it('pages, filters by category and providers, and sorts', () => {
    const slots = games.categoryIdOf('slots');
    const page2 = games.pageGames({ categoryId: slots, pageNum: 2, pageSize: 10 });
    expect(page2.total).toBe(80);
    expect(page2.list).toHaveLength(10);
    expect(page2.list.every((g) => g.categoryId === slots)).toBe(true);
    expect(games.pageGames({ categoryId: slots, pageNum: 9, pageSize: 10 }).list).toHaveLength(0);

    const [a, b] = games.PROVIDERS;
    const byVendor = games.pageGames({ vendorIds: [a!.vendorId, b!.vendorId], pageSize: 1000 });
    expect(byVendor.list.every((g) => g.vendorId === a!.vendorId || g.vendorId === b!.vendorId));
    expect(byVendor.total).toBe(
      games.GAMES.filter((g) => g.vendorId === a!.vendorId || g.vendorId === b!.vendorId).length,
    );
    expect(games.pageGames({ vendorIds: [] }).total).toBe(games.GAMES.length);

    const newest = games.pageGames({ sortType: games.GameSortType.newest }).list;
    expect(newest[0]?.id).toBe(Math.max(...games.GAMES.map((g) => g.id)));
    const az = games.pageGames({ sortType: games.GameSortType.nameAsc, pageSize: 1000 }).list;
    const names = az.map((g) => g.gameName);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'pt-BR')));
  });

  it('searches case- and accent-insensitively', () => {
    const sertao = games.searchGames({ text: 'SERTAO', pageSize: 100 });
    expect(sertao.total).toBeGreaterThan(0);
    expect(sertao.list.every((g) => g.gameName.includes('Sertão'))).toBe(true);
    expect(games.searchGames({ text: 'bacara' }).list.map((g) => g.gameName)).toContain(
      'Bacará VIP',
    );
    expect(games.searchGames({ text: 'pescaria dourada' }).list[0]?.gameName).toBe(
      'Pescaria Dourada',
    );
    expect(games.searchGames({ text: '   ' }).total).toBe(0);
    expect(games.searchGames({ text: 'zzz-nada' }).total).toBe(0);
  });

  it('builds home sections with games', () => {
    expect(games.homeCategories(6).every((c) => c.gameList.length === 6)).toBe(true);
    expect(games.providerGroups(4).every((p) => p.gameList.length === 4)).toBe(true);
  });
});

describe('content', () => {
  it('has a banner for every known code', () => {
    const carousel = content.bannersFor({ bannerType: 1, locationCode: 'home' });
    expect(carousel.length).toBeGreaterThanOrEqual(3);
    const codes = content.BANNERS.map((b) => b.code);
    for (const code of [
      'home',
      'home-mainArea1',
      'home-mainArea2',
      'home-mainArea3',
      'home-lottery',
      'site_logo',
    ]) {
      expect(codes).toContain(code);
    }
    expect(content.bannersFor({ bannerType: 2, locationCode: 'home-mainArea' })).toHaveLength(3);
    expect(games.findGame(content.LOTTERY_GAME_ID)).toBeDefined();
  });

  it('has marquee notices that the spec 5 filter keeps and drops', () => {
    const shown = content.MARQUEE_NOTICES.filter((n) => n.status === 1 && n.locationType === 1);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(content.MARQUEE_NOTICES.some((n) => n.status !== 1)).toBe(true);
    expect(content.MARQUEE_NOTICES.some((n) => n.status === 1 && n.locationType !== 1)).toBe(true);
  });

  it('has social links of both types, shown and hidden; no shown float counts down', () => {
    const links = content.SOCIAL_LINKS;
    expect(new Set(links.map((l) => l.type))).toEqual(new Set([1, 3]));
    expect(new Set(links.map((l) => l.h5Show))).toEqual(new Set([true, false]));
    // A float shows a countdown only when something it counts down to exists: none in the seed
    // (spec 4's per-day countdown is tested with links of its own).
    expect(links.some((l) => l.type === 3 && l.h5Show && l.countDown !== null)).toBe(false);
    const names = links.map((l) => l.name);
    for (const n of ['Telegram', 'Instagram', 'WhatsApp', 'X', 'Facebook', 'Suporte']) {
      expect(names).toContain(n);
    }
  });

  it('has article bodies, one hostile (script and onerror) for the sanitiser', () => {
    expect(content.articleList(1).length).toBeGreaterThanOrEqual(3);
    expect(content.articleList(3).length).toBeGreaterThanOrEqual(2);
    expect(content.articleList().every((a) => !('content' in a))).toBe(true);
    const hostile = content.ARTICLE_DETAILS.filter((a) => a.content.includes('<script'));
    expect(hostile.length).toBeGreaterThan(0);
    expect(hostile.every((a) => /onerror=/.test(a.content))).toBe(true);
    expect(content.findArticle('terms')?.title).toBe('Termos de uso');
  });

  it('has both languages, open and maintenance configs, gift defaults and messages', () => {
    expect(content.LANGUAGES.map((l) => [l.lang, l.langName])).toEqual([
      ['pt-BR', 'Português'],
      ['en', 'English'],
    ]);
    const m = content.PLATFORM_CONFIG_MAINTENANCE;
    expect(content.PLATFORM_CONFIG_OPEN.platformStatus).toBe(1);
    expect(m.platformStatus).toBe(2);
    // 10:00-14:00 in São Paulo (UTC-3) is 13:00-17:00 UTC, around FIXED_NOW (15:00 UTC).
    expect(m.platformStartMaintenanceTime).toBe(Date.UTC(2026, 10, 22, 13));
    expect(m.platformEndMaintenanceTime).toBe(Date.UTC(2026, 10, 22, 17));
    expect(content.REGISTER_GIFT).toMatchObject({ giveAmount: 10, giveCount: 3 });
    for (const list of [content.SYSTEM_MESSAGES, content.PERSONAL_MESSAGES]) {
      expect(new Set(list.map((x) => x.read))).toEqual(new Set([true, false]));
    }
    expect(content.REGISTER_SUCCESS_TEMPLATE.content).toContain('{nickName}');
  });
});

describe('activities', () => {
  it('has every type and category the spec names', () => {
    const types = new Set(activities.ACTIVITIES.map((a) => a.type));
    for (const t of [3, 4, 5, 6, 7, 14, 21, 39, 1, 2, 10, 32, 35, 36, 37]) {
      expect(types.has(t), `type ${t}`).toBe(true);
    }
    const categories = new Set(activities.ACTIVITIES.map((a) => a.category));
    for (const c of [1, 2, 3, 4, 6]) expect(categories.has(c), `category ${c}`).toBe(true);
    expect(new Set(activities.ACTIVITIES.map((a) => a.loginShow))).toEqual(new Set([0, 1]));
    expect(new Set(activities.ACTIVITIES.map((a) => a.participationStatus)).size).toBe(4);
    expect(new Set(activities.ACTIVITIES.map((a) => a.id)).size).toBe(activities.ACTIVITIES.length);
  });

  it('applies the spec 6 visibility rules', () => {
    const guest = activities.visibleActivities(false);
    const player = activities.visibleActivities(true);
    expect(guest.every((a) => a.loginShow === 1)).toBe(true);
    expect(player.length).toBeGreaterThan(guest.length);
    expect(player.some((a) => isHiddenActivityType(a.type))).toBe(false);
    // Category 3 has more than 3 entries so the articles land after the 3rd (spec 2).
    expect(activities.visibleActivities(true, 3).length).toBeGreaterThan(3);
    expect(activities.buildParticipation().some((p) => p.participationStatus === 1)).toBe(true);
  });

  it('has the promotion states the screens need', () => {
    const four = activities.FOUR_PAY_ACTIVITY;
    expect(four.payFourTimesSetList).toHaveLength(4);
    expect(four.payFourTimesSetList.every((s) => s.rla > 0 && s.rr > 0)).toBe(true);
    expect(four.validEndTime).toBeGreaterThan(FIXED_NOW);
    expect(activities.FOUR_PAY_ACTIVITY_DONE.paySuccessTimes).toBe(4);
    expect(activities.RED_PACKET_CLAIMABLE.claimable).toBe(true);
    expect(activities.RED_PACKET_WAITING.countdown).toBe(6 * HOUR);
    expect(activities.SCRATCH_TICKET.initialRewardAmount).toBeGreaterThan(0);
    expect(activities.FIRST_PAY_ACTIVITY.limitTimeFirstPaySets.map((s) => s.tl)).toEqual([
      30, 120, 1440,
    ]);
    expect(activities.SEVEN_DAY_SIGN.days).toHaveLength(7);
    expect(activities.SEVEN_DAY_SIGN.days.filter((d) => d.status === 2)).toHaveLength(1);
  });

  it('has at least 10 VIP levels with rising thresholds and rebates', () => {
    const levels = activities.VIP_LEVELS;
    expect(levels.length).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]!.requiredBet).toBeGreaterThan(levels[i - 1]!.requiredBet);
      expect(levels[i]!.rebateRate).toBeGreaterThan(levels[i - 1]!.rebateRate);
    }
  });

  it('has redemption codes unused, used and expired, and invitees with masked numbers', () => {
    const byStatus = new Map(activities.REDEMPTION_CODES.map((c) => [c.status, c]));
    expect(byStatus.get(1)!.expireTime).toBeGreaterThan(FIXED_NOW);
    expect(byStatus.get(2)!.usedTime).not.toBeNull();
    expect(byStatus.get(3)!.expireTime).toBeLessThan(FIXED_NOW);
    expect(activities.INVITEES.length).toBeGreaterThan(10);
    expect(activities.INVITEES.every((m) => /^\d{2}\*{3}\d$/.test(m.userNo))).toBe(true);
    expect(activities.DEMO_INVITE.inviteCode).toBe(users.DEMO_ACCOUNT.info.inviteCode);
  });
});

describe('wallet', () => {
  it('has BRL first with a balance, BTC at 8 decimals and an empty wallet', () => {
    const [first] = wallet.WALLETS;
    expect(first?.currency).toBe('BRL');
    expect(first?.availableBalance).toBeGreaterThan(0);
    expect(wallet.currencyInfo('BTC').usdCurrencyAccuracy).toBe(8);
    const btc = wallet.WALLETS.find((w) => w.currency === 'BTC')!;
    expect(btc.availableBalance.toFixed(8)).toBe('0.00123456');
    expect(wallet.WALLETS.some((w) => w.availableBalance === 0)).toBe(true);
    expect(Object.keys(wallet.CURRENCY_MAP).sort()).toEqual(['1', '2', '3']);
    expect(wallet.walletSummary('BRL').summaryAvailableBalance).toBeGreaterThan(
      first!.availableBalance,
    );
    expect(wallet.EXCHANGE_RATES).toHaveLength(12);
  });

  it('has withdraw accounts of both types with Pix keys in every format', () => {
    const accounts = wallet.WITHDRAW_ACCOUNTS;
    expect(new Set(accounts.map((a) => a.type))).toEqual(new Set([1, 2]));
    const key = (t: wallet.PixKeyType) => accounts.find((a) => a.pixKeyType === t)!.accountNo;
    expect(isValidCpf(key('CPF'))).toBe(true);
    expect(key('PHONE')).toMatch(/^\+55 \d{2} 9\d{4}-\d{4}$/);
    expect(key('EMAIL')).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
    expect(key('EVP')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(accounts.find((a) => a.network === 'TRC20')?.accountNo).toMatch(
      /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    );
    expect(accounts.find((a) => a.network === 'ERC20')?.accountNo).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('has deposit orders in every status and method, and withdrawals in every status', () => {
    const combos = new Set(wallet.RECHARGE_ORDERS.map((o) => `${o.status}/${o.payMethod}`));
    for (const s of [1, 2, 3])
      for (const m of [1, 2, 3]) expect(combos.has(`${s}/${m}`)).toBe(true);
    expect(new Set(wallet.WITHDRAW_ORDERS.map((o) => o.status))).toEqual(new Set([1, 2, 3]));
    expect(wallet.WITHDRAW_ORDERS.filter((o) => o.status === 2).every((o) => o.remark)).toBe(true);
    expect(new Set(wallet.RECHARGE_ORDERS.map((o) => o.orderNo)).size).toBe(
      wallet.RECHARGE_ORDERS.length,
    );
  });

  it('has account changes over the last 60 days, newest first, in several business types', () => {
    const rows = wallet.ACCOUNT_CHANGES;
    const times = rows.map((r) => r.createTime);
    expect(Math.max(...times)).toBeLessThanOrEqual(FIXED_NOW);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(FIXED_NOW - 60 * DAY);
    expect(Math.min(...times)).toBeLessThan(FIXED_NOW - 55 * DAY);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(rows.map((r) => r.businessType)).size).toBe(6);
    const today = wallet.withinDays(rows, 0).length;
    const week = wallet.withinDays(rows, 7).length;
    const month = wallet.withinDays(rows, 30).length;
    expect(today).toBeGreaterThan(0);
    expect(week).toBeGreaterThan(today);
    expect(month).toBeGreaterThan(week);
    expect(wallet.withinDays(rows, 60)).toHaveLength(rows.length);
  });

  it('has wagering records in every coding status', () => {
    expect(new Set(wallet.WAGERING_RECORDS.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4]));
  });
});

describe('bets', () => {
  it('has more than 6 rows per table, masked players, BRL amounts and multipliers', () => {
    for (const rows of [bets.LAST_BETS, bets.BIG_WINS]) {
      expect(rows.length).toBeGreaterThan(6);
      for (const r of rows) {
        expect(r.userNo).toMatch(/^55\*{3}\d$/);
        expect(r.walletCurrency).toBe('BRL');
        expect(r.winAmount).toBeGreaterThan(0);
        expect(r.winMultiple).toBeGreaterThan(0);
      }
    }
    expect(Math.min(...bets.BIG_WINS.map((r) => r.winAmount))).toBeGreaterThan(
      Math.max(...bets.LAST_BETS.map((r) => r.winAmount)),
    );
  });
});

describe('users', () => {
  it('documents a demo account with a valid CPF', () => {
    const demo = users.DEMO_ACCOUNT;
    expect(demo).toMatchObject({ account: '11987654321', areaCode: '55', password: 'demo1234' });
    expect(isValidCpf(demo.cpf)).toBe(true);
    expect(isValidCpf(users.SECOND_ACCOUNT.cpf)).toBe(true);
    expect(isValidCpf('39053344706')).toBe(false);
    expect(users.DEMO_SMS_CODE).toBe('123456');
    expect(demo.info.registerTime).toBeLessThan(FIXED_NOW - 60 * DAY);
    const readme = readFileSync(join(here, 'README.md'), 'utf8');
    for (const fact of ['11987654321', 'demo1234', '123456', '390.533.447-05']) {
      expect(readme).toContain(fact);
    }
  });

  it('makes fresh users from a template', () => {
    const a = users.freshUser({ account: '11911112222', seq: 1 });
    expect(a).toEqual(users.freshUser({ account: '11911112222', seq: 1 }));
    expect(a).toMatchObject({ firstCharge: false, areaCode: '55', currentCurrency: 'BRL' });
    expect(users.freshUser({ account: '11911113333', seq: 2 }).userNo).not.toBe(a.userNo);
  });
});

describe('images', () => {
  const all = Object.values(modules).flatMap((m) => strings(m));
  const images = all.filter(
    (s) =>
      IMAGE_KEYS.has(s.key) ||
      s.value.startsWith('data:') ||
      /\.(png|jpe?g|webp|gif|svg)/.test(s.value),
  );

  it('are all local SVG data URIs, never network addresses', () => {
    expect(images.length).toBeGreaterThan(400);
    for (const { key, value } of images) {
      expect(value.startsWith('data:image/svg+xml;utf8,'), `${key}: ${value.slice(0, 60)}`).toBe(
        true,
      );
      expect(value).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('are encoded for src and CSS url() and stay under 1 KB each', () => {
    const unique = new Set(images.map((i) => i.value));
    for (const uri of unique) {
      expect(uri).not.toMatch(/[\s#<>"]/);
      expect(uri).not.toMatch(/%(?![0-9A-F]{2})/);
      const svg = decodeSvgDataUri(uri);
      expect(svg.startsWith('<svg ') && svg.endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(svg, 'utf8'), svg.slice(0, 80)).toBeLessThan(1024);
      // Well formed enough: every opened element closes.
      const opened = (svg.match(/<[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(opened).toBe(closed);
    }
  });

  it('give every game a distinct logo', () => {
    expect(new Set(games.GAMES.map((g) => g.logo)).size).toBe(games.GAMES.length);
  });

  it("draw game art at the tile frame's ratio, so a tile shows all of it", () => {
    for (const game of games.GAMES) {
      const [, , w, h] = (/viewBox='([\d ]+)'/.exec(decodeSvgDataUri(game.logo))?.[1] ?? '')
        .split(' ')
        .map(Number);
      expect((w ?? 0) / (h ?? 1), game.gameName).toBe(GAME_TILE_RATIO);
    }
  });
});

describe('determinism', () => {
  it('builds the same data twice', () => {
    const builders = [
      games.buildCatalogue,
      content.buildBanners,
      content.buildArticles,
      activities.buildActivities,
      activities.buildActivityDetails,
      activities.buildVipLevels,
      () => activities.buildInvitees(),
      wallet.buildWallets,
      wallet.buildWithdrawAccounts,
      () => wallet.buildRechargeOrders(),
      () => wallet.buildWithdrawOrders(),
      () => wallet.buildAccountChanges(),
      () => bets.buildLastBets(),
      () => bets.buildBigWins(),
      () => bets.buildUserBets(),
    ];
    for (const build of builders) expect(build()).toEqual(build());
    expect(games.buildCatalogue().games).toEqual(games.GAMES);
  });

  it('evaluates the modules to the same data on a fresh import', async () => {
    vi.resetModules();
    const again = {
      activities: await import('./activities'),
      bets: await import('./bets'),
      content: await import('./content'),
      games: await import('./games'),
      users: await import('./users'),
      wallet: await import('./wallet'),
    };
    expect(again.games.GAMES).not.toBe(games.GAMES);
    for (const name of Object.keys(modules) as (keyof typeof modules)[]) {
      expect(JSON.parse(JSON.stringify(again[name])), name).toEqual(
        JSON.parse(JSON.stringify(modules[name])),
      );
    }
  });

  it('never reads the machine clock or Math.random', () => {
    const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of sources) {
      const text = readFileSync(join(here, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|\s)\/\/.*$/gm, '');
      expect(text, file).not.toMatch(/Math\.random|Date\.now|new Date\(\)|performance\.now/);
    }
  });
});

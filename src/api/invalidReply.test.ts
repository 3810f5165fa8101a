import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { on } from '../../mocks/handlers/respond';
import { t } from '../i18n/t';
import { overlaysState } from '../state/overlays';
import { setSession } from '../state/session';
import { getActivityParticipation } from './activity';
import { claimActivityBonus } from './activities';
import { endpoints } from './allEndpoints';
import { createDeposit } from './cashier';
import type { EndpointDef, Game, GameCategory, WalletSummary } from './contract';
import { getGamePage } from './games';
import { request, swrFetcher } from './http';
import { getGameFront } from './lobby';
import { getRechargeOrders } from './records';
import { getBanners } from './system';
import { getWalletSummary } from './wallet';
import { testPlayer } from './testing/player';
import { rejection } from './testing/rejection';

/*
 * A code 200 answer whose data does not fit the endpoint's reply shape must fail that call with
 * kind 'invalid' (HOUSE_STYLE: replies are checked at the client boundary), show no toast (the
 * caller's error state shows it, its retry asks again) and never reach a caller as data.
 */

const game: Game = {
  id: 10001,
  logo: '/games/10001.webp',
  gameName: 'Roleta',
  collect: false,
  vendorId: 3,
  categoryId: 103,
  categoryName: 'Cassino',
};

const category: GameCategory = {
  id: 1,
  categoryId: 103,
  categoryName: 'Cassino',
  categoryNameEn: 'casino',
  categoryLogo: '/categories/casino.svg',
  gameList: [game],
};

const wallet: WalletSummary = {
  res: [{ currency: 'BRL', availableBalance: 10, currencySymbol: 'R$', icon: '' }],
  summaryAvailableBalance: 10,
};

/** Answers the endpoint with code 200 and this `data`, whatever it is. */
function answers(endpoint: EndpointDef, data: unknown) {
  server.use(on(endpoint, () => HttpResponse.json({ code: 200, data, msg: 'success' })));
}

/** The call rejects as 'invalid' with the pt-BR message and nothing shown to the player. */
async function expectInvalid(promise: Promise<unknown>) {
  const error = await rejection(promise);
  expect(error).toMatchObject({ kind: 'invalid', message: t('api.error.invalidResponse') });
  expect(overlaysState.toasts).toEqual([]);
  expect(overlaysState.dialogs).toEqual([]);
  expect(overlaysState.overlay).toBeNull();
  return error;
}

afterEach(() => vi.restoreAllMocks());

describe('a success answer that does not fit its reply shape', () => {
  // The development warning is checked once, below.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['an object', {}],
    ['a list of something else', [1, 2]],
    ['rows missing a field', [{ activityId: 3003, type: 14 }]],
  ])('activityParticipation answering %s is refused', async (_what, data) => {
    setSession(testPlayer);
    answers(endpoints.activityParticipation, data);
    const error = await expectInvalid(getActivityParticipation());
    expect(error.path).toBe('/api/activity/v1/activityParticipation');
  });

  it.each([
    ['null', null],
    ['a string', '[]'],
    ['an object', {}],
    ['a banner with a numeric picture', [{ bannerType: 1, h5PicUrl: 5 }]],
  ])('the banner list answering %s is refused', async (_what, data) => {
    answers(endpoints.bannerList, data);
    await expectInvalid(getBanners({ bannerType: 1, locationCode: 'home' }));
  });

  it('the home categories with a game name that is not a string are refused', async () => {
    const broken = { ...category, gameList: [game, { ...game, gameName: 42 }] };
    answers(endpoints.gameFront, [category, broken]);
    await expectInvalid(getGameFront());
  });

  it.each([
    ['null', null],
    ['an object without the wallets', { summaryAvailableBalance: 10 }],
    ['a balance as text', { ...wallet, summaryAvailableBalance: '10.00' }],
    ['wallets as an object', { ...wallet, res: { BRL: 10 } }],
  ])('the wallet summary answering %s is refused', async (_what, data) => {
    setSession(testPlayer);
    answers(endpoints.walletSummary, data);
    await expectInvalid(getWalletSummary({ currency: 'BRL' }));
  });

  it.each([
    ['null', null],
    ['a bare list', []],
    ['a page whose list is null', { list: null, total: 0, pageNum: 1, pageSize: 10 }],
    ['a page without its total', { list: [], pageNum: 1, pageSize: 10 }],
  ])('a paged list answering %s is refused', async (_what, data) => {
    setSession(testPlayer);
    answers(endpoints.rechargeOrderPage, data);
    await expectInvalid(getRechargeOrders({}));
    // The paged hooks fetch a page by its key with the endpoint's shape, as SWR does.
    answers(endpoints.gamePage, data);
    await expectInvalid(swrFetcher(getGamePage.key({ pageNum: 1 }), getGamePage.endpoint.reply));
  });

  it('a silent call is refused the same way', async () => {
    answers(endpoints.gameFront, null);
    await expectInvalid(getGameFront(undefined, { silent: true }));
  });

  it('a call with its own failure handler is not handed the refusal (no server message)', async () => {
    const onFailure = vi.fn();
    answers(endpoints.gameFront, { list: [] });
    await expectInvalid(getGameFront(undefined, { onFailure }));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('a money action whose answer does not fit is refused too', async () => {
    setSession(testPlayer);
    answers(endpoints.activityBonus, { amount: '5.20', currency: 'BRL' });
    await expectInvalid(claimActivityBonus(3003, { idempotencyKey: 'claim-1' }));
    answers(endpoints.deposit, null);
    await expectInvalid(
      createDeposit({ amount: 50, currency: 'BRL', payMethod: 1 }, { idempotencyKey: 'dep-1' }),
    );
  });

  it('a fitting answer with fields the contract does not know yet is accepted', async () => {
    answers(endpoints.gameFront, [
      { ...category, badge: 'novo', gameList: [{ ...game, rtp: 97 }] },
    ]);
    await expect(getGameFront()).resolves.toMatchObject([{ categoryId: 103 }]);
  });

  it('a call that gives no shape resolves with whatever came (typed unknown)', async () => {
    answers(endpoints.gameFront, 'anything');
    await expect(request(endpoints.gameFront.path)).resolves.toBe('anything');
  });
});

describe('what a refused reply logs', () => {
  it('in development, where it broke (path and field) and never the values it held', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const others = (['log', 'info', 'debug', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => undefined),
    );
    setSession(testPlayer);
    answers(endpoints.walletSummary, {
      res: [{ currency: 'BRL', availableBalance: 'R$ 9.876,54', currencySymbol: 'R$', icon: '' }],
      summaryAvailableBalance: 9876.54,
    });
    await expectInvalid(getWalletSummary({ currency: 'BRL' }));
    expect(import.meta.env.DEV).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = warn.mock.calls.flat().map(String).join(' ');
    expect(logged).toContain('/api/wallet/v1/summaryList/BRL');
    expect(logged).toContain('reply.res[0].availableBalance: expected number');
    expect(logged).not.toMatch(/9\.876|9876|token-abc/);
    for (const spy of others) expect(spy).not.toHaveBeenCalled();
  });
});

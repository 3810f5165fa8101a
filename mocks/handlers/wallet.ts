import type { HttpHandler } from 'msw';
import type { RechargeOrderRow } from '../../src/api/contract';
import { VIP_LEVELS } from '../data/activities';
import { CHANNEL_CONFIG } from '../data/content';
import { CURRENCY_MAP, EXCHANGE_RATES } from '../data/wallet';
import { Refuse } from '../world/codes';
import { vipRewards } from '../world/activities';
import * as wallet from '../world/wallet';
import { done, refused, world } from '../world/world';
import { authed, endpoint, pageFrom, queryNumber } from './endpoint';

/** Spec 7 wallet and list calls on the mock world (mocks/world/wallet.ts). */
export function walletHandlers(): HttpHandler[] {
  return [
    authed('walletSummary', ({ user, params }) => wallet.summary(user, params.currency ?? '')),

    endpoint('currencyExchange', () => done([...EXCHANGE_RATES])),

    authed('exchange', async ({ user, body }) => wallet.exchange(user, await body())),

    authed('walletWithdrawal', ({ user }) => done(wallet.withdrawalInfo(user))),

    endpoint('currencyListMap', () => done(structuredClone(CURRENCY_MAP))),

    endpoint('vipLevelPage', ({ url }) => done(pageFrom(VIP_LEVELS, url))),

    // CHOICE: the member-level page is the VIP table with the player's level marked; the
    // current row also carries the player's running totals (totalBet, totalDeposit), the only
    // place a client reads its progress towards the next level from (/viprule, /person).
    authed('memberLevelPage', ({ user, url }) =>
      done(
        pageFrom(
          VIP_LEVELS.map((l) =>
            l.level === user.vip.level
              ? {
                  ...l,
                  current: true,
                  totalBet: user.vip.totalBet,
                  totalDeposit: user.vip.totalDeposit,
                  // CHOICE: the four VIP receive calls' rewards (contract VipReward).
                  rewards: vipRewards(user),
                }
              : { ...l, current: false },
          ),
          url,
          1000,
        ),
      ),
    ),

    authed('transferRecordPage', ({ user, url }) => {
      const currency = url.searchParams.get('currency');
      // Newest first, like every record list (the seed is not in time order).
      const rows = user.transfers
        .filter((r) => !currency || r.currency === currency)
        .sort((a, b) => b.createTime - a.createTime);
      return done(pageFrom(wallet.withinFilter(rows, queryNumber(url, 'timeFilter')), url));
    }),

    authed('wageringPage', ({ user, url }) => {
      const currency = url.searchParams.get('currency');
      const rows = user.wagering.filter((r) => !currency || r.currency === currency);
      return done(pageFrom(wallet.withinFilter(rows, queryNumber(url, 'timeFilter')), url));
    }),

    authed('accountChangePage', ({ user, url }) => {
      const currency = url.searchParams.get('currency');
      const businessType = queryNumber(url, 'businessType');
      const subBusinessType = queryNumber(url, 'subBusinessType');
      const rows = user.accountChanges.filter(
        (r) =>
          (!currency || r.currency === currency) &&
          (businessType === undefined || r.businessType === businessType) &&
          (subBusinessType === undefined || r.subBusinessType === subBusinessType),
      );
      return done(pageFrom(wallet.withinFilter(rows, queryNumber(url, 'timeFilter')), url));
    }),

    // CHOICE endpoint (/tradedetail): only the player's own changes; another id answers 404.
    authed('accountChangeDetail', ({ user, params }) => {
      const row = user.accountChanges.find((r) => String(r.id) === params.id);
      return row ? done(structuredClone(row)) : refused(Refuse.notFound);
    }),

    // CHOICE endpoints (/orderlist): the orders as the list shows them, with their expiry but
    // without the payment page's fields (BR Code, the world's own payment timer).
    authed('rechargeOrderPage', ({ user, url }) => {
      const status = queryNumber(url, 'status');
      const rows = user.deposits
        .filter((o) => status === undefined || o.status === status)
        .map((o): RechargeOrderRow => ({
          id: o.id,
          orderNo: o.orderNo,
          status: o.status,
          amount: o.amount,
          currency: o.currency,
          payMethod: o.payMethod,
          bonusAmount: o.bonusAmount,
          createTime: o.createTime,
          finishTime: o.finishTime,
          expireTime: o.expireTime,
        }));
      return done(pageFrom(wallet.withinFilter(rows, queryNumber(url, 'timeFilter')), url));
    }),

    authed('withdrawOrderPage', ({ user, url }) => {
      const status = queryNumber(url, 'status');
      const rows = user.withdrawals.filter((o) => status === undefined || o.status === status);
      return done(
        pageFrom(wallet.withinFilter(structuredClone(rows), queryNumber(url, 'timeFilter')), url),
      );
    }),

    authed('systemMessagePage', ({ user, url }) => done(pageFrom(user.systemMessages, url))),

    authed('personalMessagePage', ({ user, url }) => done(pageFrom(user.personalMessages, url))),

    authed('readSystemMessage', async ({ user, body }) =>
      wallet.readMessages(user.systemMessages, await body()),
    ),

    authed('readPersonalMessage', async ({ user, body }) =>
      wallet.readMessages(user.personalMessages, await body()),
    ),

    authed('messageNumber', ({ user }) => done(wallet.unreadCount(user))),

    authed('messageUnread', ({ user }) => done(wallet.unreadCount(user) > 0)),

    authed('withdrawAccountList', ({ user }) => done(wallet.withdrawAccountsOf(user))),

    authed('addWithdrawAccount', async ({ user, body }) =>
      wallet.addWithdrawAccount(user, await body()),
    ),

    endpoint('channelConfig', () =>
      done({ ...structuredClone(CHANNEL_CONFIG), payMethods: wallet.payMethods() }),
    ),

    endpoint('visitRecord', async ({ body }) => {
      if ((await body()) === null) return refused(Refuse.badRequest);
      world.visits += 1;
      return done(null);
    }),

    authed('deposit', async ({ user, body }) => wallet.createDeposit(user, await body())),

    authed('depositDetail', ({ user, params }) => wallet.depositDetail(user, params.orderNo ?? '')),

    authed('withdraw', async ({ user, body, token }) => wallet.withdraw(user, await body(), token)),
  ];
}

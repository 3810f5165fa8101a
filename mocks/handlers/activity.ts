import { delay, type HttpHandler } from 'msw';
import type { ActivityArticleDetail, Article } from '../../src/api/contract';
import { articleList, articlePublishTime, findArticle } from '../data/content';
import { SCRATCH_TICKET } from '../data/activities';
import * as activities from '../world/activities';
import { Refuse } from '../world/codes';
import { done, refused, world } from '../world/world';
import { authed, endpoint } from './endpoint';

/** Spec 7 activity calls on the mock world (mocks/world/activities.ts). */
export function activityHandlers(): HttpHandler[] {
  return [
    endpoint('activityList', ({ url, user }) =>
      done(activities.activityList(url.searchParams, user)),
    ),

    authed('activityParticipation', ({ user }) => done(activities.participations(user))),

    endpoint('activityDetail', ({ params, user }) =>
      activities.activityDetail(Number(params.id), user),
    ),

    authed('activityBonus', async ({ params, user }) => {
      // 'activity-claim-hangs': the claim never answers (the page's "sending" state).
      if (world.scenario.applied.includes('activity-claim-hangs')) await delay('infinite');
      return activities.claimActivityBonus(user, Number(params.id));
    }),

    endpoint('fourPayActivity', ({ user }) => done(activities.fourPay(user))),

    endpoint('clubList', () => done(activities.clubList())),

    endpoint('clubSummaryList', () => done(activities.clubSummaryList())),

    // Spec 2: articles merged into activity category 3 are the type 3 articles.
    endpoint('activityArticleList', () =>
      world.scenario.applied.includes('activity-articles-down')
        ? refused(Refuse.serverError)
        : done<Article[]>(articleList(3)),
    ),

    // CHOICE: only the activity articles (type 3) answer here; publishTime is the seed's.
    endpoint('activityArticleDetail', ({ params }) => {
      const article = findArticle(Number(params.id));
      return article?.type === 3
        ? done<ActivityArticleDetail>({ ...article, publishTime: articlePublishTime(article.id) })
        : refused(Refuse.notFound);
    }),

    authed('promoteRecordPage', ({ user, url }) =>
      done(activities.promoteRecords(user, url.searchParams)),
    ),

    authed('realTimeRewards', ({ user }) => done(activities.realTimeRewards(user))),

    authed('myRewards', ({ user }) => done(activities.inviteRewards(user))),

    authed('promoteDashboard', ({ user }) => done(activities.promoteDashboard(user))),

    authed('withdrawToWallet', async ({ user, body }) =>
      activities.withdrawInviteRewards(user, await body()),
    ),

    authed('vipReceive', ({ user, params }) => {
      const kind = params.kind ?? '';
      return activities.isVipKind(kind)
        ? activities.receiveVip(user, kind)
        : refused(Refuse.unknownActivity);
    }),

    endpoint('redEnvelopeDetail', ({ user }) => done(activities.redEnvelope(user))),

    authed('redEnvelopeOpen', async ({ user, body }) =>
      activities.openRedEnvelope(user, await body()),
    ),

    authed('redEnvelopeCheck', ({ user }) =>
      done(activities.redEnvelope(user).redEnvelopesStatus === 1),
    ),

    endpoint('newRedPacketDetail', ({ user }) => done(activities.newRedPacket(user))),

    authed('newRedPacketReceive', async ({ user, body }) =>
      activities.receiveNewRedPacket(user, await body()),
    ),

    endpoint('newRedPacketHead', ({ user }) => done(activities.newRedPacketHead(user))),

    endpoint('newRedPacketList', ({ user }) => done(activities.newRedPacketList(user))),

    endpoint('redPacketDistribution', () => done(activities.redPacketDistribution())),

    endpoint('redPacketStatus', () => activities.redPacketStatus()),

    authed('redPacketClaimed', ({ user }) => done(activities.redPacketClaimed(user))),

    authed('redPacketClaim', async ({ user, body }) =>
      activities.claimRedPacket(user, await body()),
    ),

    endpoint('superMemberDayRankings', () => done(activities.superMemberDayRankings())),

    authed('superMemberDayLottery', ({ user }) => activities.superMemberDayLottery(user)),

    endpoint('scratchCardDetails', ({ user }) => done(activities.scratchCardDetails(user))),

    endpoint('scratchCardInitialAmount', () => done({ ...SCRATCH_TICKET })),

    authed('scratchCardHang', ({ user }) => activities.scratchStep(user, 'hang')),

    authed('scratchCardWithdraw', ({ user }) => activities.withdrawScratchCard(user)),

    authed('scratchCardCombine', ({ user }) => activities.scratchStep(user, 'combine')),

    authed('rescueBonusDetail', ({ user, params }) => {
      const period = params.period ?? '';
      return activities.isRescuePeriod(period)
        ? done(activities.rescueBonus(user, period))
        : refused(Refuse.unknownActivity);
    }),

    authed('rescueBonusReceive', ({ user, params }) => {
      const period = params.period ?? '';
      return activities.isRescuePeriod(period)
        ? activities.receiveRescueBonus(user, period)
        : refused(Refuse.unknownActivity);
    }),

    endpoint('topUpPromotionDetail', () => done(activities.topUpPromotion())),

    authed('redemptionCodeUse', ({ user, params }) =>
      activities.redeemCode(user, params.code ?? ''),
    ),

    authed('redemptionCodeDetail', ({ user }) => done(activities.redemptionHistory(user))),

    authed('everydayBetRebate', ({ user }) => done(activities.everydayBetRebate(user))),

    endpoint('luckyTurntable', ({ user }) => done(activities.luckyTurntable(user))),

    authed('carnivalTasks', ({ user }) => done(activities.carnivalTasks(user))),

    authed('carnivalPoints', ({ user }) => done(activities.carnivalPoints(user))),

    endpoint('bigWheel', ({ params, user }) => {
      const period = params.period ?? '';
      return period === 'day' || period === 'month'
        ? done(activities.bigWheel(period, user))
        : refused(Refuse.unknownActivity);
    }),

    authed('sevenDaySign', ({ user }) => done(activities.sevenDaySign(user))),

    authed('sevenDayChest', ({ user }) => activities.openSevenDayChest(user)),

    authed('dayTask', ({ user }) => done(activities.dayTasks(user))),

    authed('daySign', ({ user }) => activities.signToday(user)),

    authed('treasureBoxCollect', ({ user, params }) =>
      activities.collectTreasureBox(user, params.serialNumber ?? ''),
    ),

    endpoint('rankingDetails', ({ params, user }) => {
      const { kind = '', period = '' } = params;
      return activities.isRanking(kind, period)
        ? done(activities.ranking(kind, period, user))
        : refused(Refuse.unknownActivity);
    }),

    authed('rankingClaim', ({ params, user }) => {
      const { kind = '', period = '' } = params;
      return activities.isRanking(kind, period)
        ? activities.claimRanking(user, kind, period)
        : refused(Refuse.unknownActivity);
    }),

    authed('totalPayActivity', ({ user }) => done(activities.totalPay(user))),

    authed('totalPayReceive', ({ user }) => activities.receiveTotalPay(user)),

    endpoint('totalPaySetList', () => done(activities.totalPaySets())),

    authed('activityProps', ({ user, url }) =>
      done(activities.activityProps(user, url.searchParams)),
    ),

    endpoint('firstPayActivity', ({ params }) => activities.firstPayActivity(Number(params.id))),
  ];
}

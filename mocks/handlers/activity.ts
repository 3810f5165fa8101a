import { delay, type HttpHandler } from 'msw';
import type { ActivityArticleDetail, Article } from '../../src/api/contract';
import { articleList, articlePublishTime, findArticle } from '../data/content';
import { SCRATCH_TICKET } from '../data/activities';
import * as activities from '../world/activities';
import * as rankings from '../world/rankings';
import { Refuse } from '../world/codes';
import { done, refused, scenarioApplied } from '../world/world';
import { authed, endpoint } from './endpoint';

/** 'rankings-hang': the leaderboard and club reads never answer (their placeholders stay). */
async function rankingsHang(): Promise<void> {
  if (scenarioApplied('rankings-hang')) await delay('infinite');
}

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
      if (scenarioApplied('activity-claim-hangs')) await delay('infinite');
      return activities.claimActivityBonus(user, Number(params.id));
    }),

    endpoint('fourPayActivity', ({ user }) => done(activities.fourPay(user))),

    endpoint('clubList', async () => {
      await rankingsHang();
      return done(rankings.clubList());
    }),

    endpoint('clubSummaryList', async () => {
      await rankingsHang();
      return done(rankings.clubSummaryList());
    }),

    // Spec 2: articles merged into activity category 3 are the type 3 articles.
    endpoint('activityArticleList', () =>
      scenarioApplied('activity-articles-down')
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

    endpoint('superMemberDayRankings', async ({ user }) => {
      await rankingsHang();
      return done(rankings.superMemberDay(user));
    }),

    authed('superMemberDayLottery', ({ user }) => rankings.superMemberDayLottery(user)),

    endpoint('scratchCardDetails', async ({ user }) => {
      // 'scratch-cards-hang': the cards never come (the view's placeholder).
      if (scenarioApplied('scratch-cards-hang')) await delay('infinite');
      return done(activities.scratchCardDetails(user));
    }),

    endpoint('scratchCardInitialAmount', () => done({ ...SCRATCH_TICKET })),

    authed('scratchCardHang', async ({ user, body }) => activities.scratchCard(user, await body())),

    authed('scratchCardWithdraw', ({ user }) => activities.withdrawScratchCard(user)),

    authed('scratchCardCombine', ({ user }) => activities.combineScratchCards(user)),

    authed('rescueBonusDetail', async ({ user, params }) => {
      // 'rebates-hang': the rescue never comes (the type view's placeholder stays).
      if (scenarioApplied('rebates-hang')) await delay('infinite');
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

    endpoint('topUpPromotionDetail', ({ url }) =>
      done(activities.topUpPromotion(url.searchParams)),
    ),

    authed('redemptionCodeUse', ({ user, params }) =>
      activities.redeemCode(user, params.code ?? ''),
    ),

    authed('redemptionCodeDetail', ({ user }) => done(activities.redemptionHistory(user))),

    authed('everydayBetRebate', async ({ user }) => {
      if (scenarioApplied('rebates-hang')) await delay('infinite');
      return done(activities.everydayBetRebate(user));
    }),

    endpoint('luckyTurntable', ({ user }) => done(activities.luckyTurntable(user))),

    authed('carnivalTasks', async ({ user }) => {
      // 'tasks-hang': the task lists never come (the type views' placeholders stay).
      if (scenarioApplied('tasks-hang')) await delay('infinite');
      return done(activities.carnivalTasks(user));
    }),

    authed('carnivalPoints', async ({ user }) => {
      if (scenarioApplied('tasks-hang')) await delay('infinite');
      return done(activities.carnivalPoints(user));
    }),

    endpoint('bigWheel', ({ params, user }) => {
      const period = params.period ?? '';
      return activities.isWheelPeriod(period)
        ? done(activities.bigWheel(period, user))
        : refused(Refuse.unknownActivity);
    }),

    authed('luckyTurntableSpin', ({ user }) => activities.spinWheel(user, 'turntable')),

    authed('bigWheelSpin', ({ params, user }) => {
      const period = params.period ?? '';
      return activities.isWheelPeriod(period)
        ? activities.spinWheel(user, period)
        : refused(Refuse.unknownActivity);
    }),

    authed('sevenDaySign', ({ user }) => done(activities.sevenDaySign(user))),

    authed('sevenDayChest', ({ user }) => activities.openSevenDayChest(user)),

    authed('dayTask', async ({ user }) => {
      if (scenarioApplied('tasks-hang')) await delay('infinite');
      return done(activities.dayTasks(user));
    }),

    authed('daySign', ({ user }) => activities.signToday(user)),

    authed('treasureBoxCollect', ({ user, params }) =>
      activities.collectTreasureBox(user, params.serialNumber ?? ''),
    ),

    endpoint('rankingDetails', async ({ params, user }) => {
      await rankingsHang();
      const { kind = '', period = '' } = params;
      return rankings.isRanking(kind, period)
        ? done(rankings.ranking(kind, period, user))
        : refused(Refuse.unknownActivity);
    }),

    authed('rankingClaim', ({ params, user }) => {
      const { kind = '', period = '' } = params;
      return rankings.isRanking(kind, period)
        ? rankings.claimRanking(user, kind, period)
        : refused(Refuse.unknownActivity);
    }),

    authed('totalPayActivity', ({ user }) => done(activities.totalPay(user))),

    authed('totalPayReceive', async ({ user, body }) =>
      activities.receiveTotalPay(user, await body()),
    ),

    endpoint('totalPaySetList', () => done(activities.totalPaySets())),

    authed('activityProps', ({ user, url }) =>
      done(activities.activityProps(user, url.searchParams)),
    ),

    endpoint('firstPayActivity', ({ params }) => activities.firstPayActivity(Number(params.id))),
  ];
}

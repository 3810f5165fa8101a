import type { HttpHandler } from 'msw';
import type { Article, ArticleDetail, BusinessConfig } from '../../src/api/contract';
import {
  articleList,
  bannersFor,
  BUSINESS_CONFIG,
  findArticle,
  LANGUAGES,
  LOGIN_PUSH_BANNERS,
  MARQUEE_NOTICES,
  NOT_TWO_CHARGE_BANNERS,
  PWA_INFO,
  REGISTER_GIFT,
  REGISTER_SUCCESS_TEMPLATE,
  SOCIAL_LINKS,
} from '../data/content';
import { XSS_ARTICLE_HTML } from '../data/xss';
import { Refuse } from '../world/codes';
import { isSubscribeBody, pushCalls, pushSubscriptions, WEB_PUSH_CONFIG } from '../world/webPush';
import { done, refused, scenarioApplied, world } from '../world/world';
import { authed, endpoint, queryNumber } from './endpoint';

/**
 * The customer-service chat of the `service-url` scenario: an operator's chat on a host of its
 * own, where the seed's demo chat is on the host serving the mock world. `.example` is reserved
 * (RFC 2606): no real host.
 */
export const SERVICE_CHAT_URL = 'https://atendimento.vitrine.example/chat';

/**
 * The customer-service address of the `no-service-url` scenario: an app path, which the app
 * reads as "no service" (src/features/service/serviceLink.ts): no service button, and /service
 * says the service is unavailable.
 */
export const NO_SERVICE_URL = '/service';

/**
 * The business config as an operator answers it, with an absolute customer-service address. The
 * seed names the demo chat by its path; it is resolved against the request's URL, whose origin
 * is the host answering the mock world, the one that serves the page too: the mock API server's
 * own in Node (mocks/server.ts builds every request on it), the page's own in the browser (the
 * demo app and Storybook call their own origin, where MSW answers). The scenarios replace it; if
 * both are applied, "no service" wins.
 */
function businessConfig(url: URL): BusinessConfig {
  if (scenarioApplied('no-service-url')) {
    return { ...BUSINESS_CONFIG, customerServiceUrl: NO_SERVICE_URL };
  }
  if (scenarioApplied('service-url')) {
    return { ...BUSINESS_CONFIG, customerServiceUrl: SERVICE_CHAT_URL };
  }
  const seed = BUSINESS_CONFIG.customerServiceUrl;
  return seed === undefined
    ? { ...BUSINESS_CONFIG }
    : { ...BUSINESS_CONFIG, customerServiceUrl: new URL(seed, url.origin).href };
}

/**
 * Spec 7 system calls: content from the seed, the platform config from the world (scenarios
 * switch it to maintenance). Note `articleList` is listed before `articleDetail`, whose
 * `/api/article/v1/{key}` pattern would also match `/api/article/v1/list`.
 */
export function systemHandlers(): HttpHandler[] {
  return [
    endpoint('countryList', () => done([...LANGUAGES])),

    endpoint('bannerList', ({ url }) =>
      done(
        bannersFor({
          bannerType: queryNumber(url, 'bannerType'),
          locationCode: url.searchParams.get('locationCode') ?? undefined,
        }),
      ),
    ),

    // Spec 7 "banner notTwoCharge": the second-deposit pop-up, for players who did not make it.
    endpoint('bannerNotTwoCharge', ({ user }) => {
      const paid = user?.deposits.filter((d) => d.status === 3).length ?? 0;
      return done(user && paid >= 2 ? [] : [...NOT_TWO_CHARGE_BANNERS]);
    }),

    endpoint('bannerLoginPush', () => done([...LOGIN_PUSH_BANNERS])),

    endpoint('marqueeList', () => done([...MARQUEE_NOTICES])),

    endpoint('socialMediaLinks', () => done([...SOCIAL_LINKS])),

    endpoint('articleList', ({ url }) => done<Article[]>(articleList(queryNumber(url, 'type')))),

    endpoint('articleDetail', ({ params }) => {
      const article = findArticle(params.key ?? '');
      if (!article) return refused(Refuse.notFound);
      // 'xss-articles': every body is the hostile corpus (mocks/data/xss.ts).
      return done<ArticleDetail>(
        scenarioApplied('xss-articles') ? { ...article, content: XSS_ARTICLE_HTML } : article,
      );
    }),

    endpoint('platformConfig', () => done({ ...world.platform })),

    endpoint('businessConfig', ({ url }) => done(businessConfig(url))),

    endpoint('registerSuccessNotice', () => done({ ...REGISTER_SUCCESS_TEMPLATE })),

    endpoint('pwaInfo', () =>
      done({ ...PWA_INFO, installBanner: !scenarioApplied('install-banner-off') }),
    ),

    endpoint('webPushAppId', () => done({ ...WEB_PUSH_CONFIG })),

    // CHOICE (contract.ts): the operator keeps a logged-in player's push subscription.
    authed('webPushSubscribe', async ({ body, user }) => {
      const payload = await body();
      if (!isSubscribeBody(payload) || payload.appId !== WEB_PUSH_CONFIG.appId) {
        return refused(Refuse.badRequest);
      }
      pushCalls.push({ kind: 'subscribe', endpoint: payload.endpoint });
      pushSubscriptions.set(payload.endpoint, { ...payload, userNo: user.userNo, at: Date.now() });
      return done(null);
    }),

    authed('webPushUnsubscribe', async ({ body, user }) => {
      const payload = (await body()) as { endpoint?: unknown } | null;
      if (typeof payload?.endpoint !== 'string') return refused(Refuse.badRequest);
      pushCalls.push({ kind: 'unsubscribe', endpoint: payload.endpoint });
      // Unknown endpoints are fine (already forgotten): opting out always ends "off".
      if (pushSubscriptions.get(payload.endpoint)?.userNo === user.userNo) {
        pushSubscriptions.delete(payload.endpoint);
      }
      return done(null);
    }),

    endpoint('registerGiveDetail', () => done({ ...REGISTER_GIFT })),
  ];
}

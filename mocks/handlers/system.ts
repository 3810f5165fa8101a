import type { HttpHandler } from 'msw';
import type { Article, ArticleDetail } from '../../src/api/contract';
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
import { Refuse } from '../world/codes';
import { done, refused, world } from '../world/world';
import { endpoint, queryNumber } from './endpoint';

/** CHOICE: the web-push app id of the demo platform. */
export const WEB_PUSH_APP_ID = 'vitrine-demo-push';

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
      return article ? done<ArticleDetail>(article) : refused(Refuse.notFound);
    }),

    endpoint('platformConfig', () => done({ ...world.platform })),

    endpoint('businessConfig', () => done({ ...BUSINESS_CONFIG })),

    endpoint('registerSuccessNotice', () => done({ ...REGISTER_SUCCESS_TEMPLATE })),

    endpoint('pwaInfo', () => done({ ...PWA_INFO })),

    endpoint('webPushAppId', () => done(WEB_PUSH_APP_ID)),

    endpoint('registerGiveDetail', () => done({ ...REGISTER_GIFT })),
  ];
}

import type { EndpointDef, Language, PlatformConfig, RegisterGiveDetail } from '../contract';
import { arrayOf, bool, nullable, num, obj, str } from '../shape';
import { banner } from '../shapes';

// Spec 7 calls: platform config, languages, banners and the register gift (first load). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/system.ts.

export const countryList = {
  method: 'GET',
  path: '/api/country/v1/listAll',
  choice: true,
  reply: arrayOf(obj<Language>({ showLang: str, lang: str, langName: str, logo: str })),
} as const satisfies EndpointDef;

export const bannerList = {
  method: 'GET',
  path: '/api/banner/v1/list',
  choice: true,
  reply: arrayOf(banner),
} as const satisfies EndpointDef;

export const platformConfig = {
  method: 'GET',
  path: '/api/business_config/v1/platformConfig',
  choice: true,
  reply: obj<PlatformConfig>({
    platformCurrency: str,
    platformStatus: num,
    platformStartMaintenanceTime: nullable(num),
    platformEndMaintenanceTime: nullable(num),
    platformImageDisplayType: num,
  }),
} as const satisfies EndpointDef;

export const registerGiveDetail = {
  method: 'GET',
  path: '/api/activityRegisterGive/v1/detail',
  choice: true,
  reply: obj<RegisterGiveDetail>({ enabled: bool, giveAmount: num, giveCount: num }),
} as const satisfies EndpointDef;

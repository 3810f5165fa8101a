import type { EndpointDef } from '../contract';

// Spec 7 calls: platform config, languages, banners and the register gift (first load). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/system.ts.

export const countryList = {
  method: 'GET',
  path: '/api/country/v1/listAll',
  choice: true,
} as const satisfies EndpointDef;

export const bannerList = {
  method: 'GET',
  path: '/api/banner/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const platformConfig = {
  method: 'GET',
  path: '/api/business_config/v1/platformConfig',
  choice: true,
} as const satisfies EndpointDef;

export const registerGiveDetail = {
  method: 'GET',
  path: '/api/activityRegisterGive/v1/detail',
  choice: true,
} as const satisfies EndpointDef;

/**
 * The API contract: the shapes the operator's casino API sends and receives, as the app and the
 * mock backend (mocks/) both implement them. Spec section 3 gives the entity fields; where the
 * spec says a shape is "not shown", the shape here is our documented choice (marked CHOICE).
 *
 * The types live in contract/, one file per group of calls (the groups of endpoints/), beside
 * transport.ts (the envelope, pages, headers, encrypted bodies and the endpoint definition) and
 * enums.ts (the spec 3 enumerations). This file is the one import path. Payload fields are as
 * spec 7 shows them; response shapes are mostly "not shown" (spec 7), so each is a CHOICE unless
 * it is a spec 3 entity.
 */

export * from './contract/transport';
export * from './contract/enums';
export * from './contract/account';
export * from './contract/activities';
export * from './contract/activity';
export * from './contract/auth';
export * from './contract/bets';
export * from './contract/cashier';
export * from './contract/content';
export * from './contract/games';
export * from './contract/lobby';
export * from './contract/messages';
export * from './contract/noticeBar';
export * from './contract/passwordCheck';
export * from './contract/pwa';
export * from './contract/records';
export * from './contract/system';
export * from './contract/vip';
export * from './contract/visit';
export * from './contract/wallet';

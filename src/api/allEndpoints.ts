import type { EndpointDef } from './contract';
import * as session from './endpoints/session';
import * as auth from './endpoints/auth';
import * as account from './endpoints/account';
import * as wallet from './endpoints/wallet';
import * as cashier from './endpoints/cashier';
import * as records from './endpoints/records';
import * as vip from './endpoints/vip';
import * as messages from './endpoints/messages';
import * as visit from './endpoints/visit';
import * as system from './endpoints/system';
import * as content from './endpoints/content';
import * as noticeBar from './endpoints/noticeBar';
import * as pwa from './endpoints/pwa';
import * as lobby from './endpoints/lobby';
import * as games from './endpoints/games';
import * as bets from './endpoints/bets';
import * as activity from './endpoints/activity';
import * as activities from './endpoints/activities';
import * as passwordCheck from './endpoints/passwordCheck';

/**
 * Every call of spec 7 by name, for the mock world and the tests (every endpoint has a handler;
 * endpoints.test.ts checks the list). The app never imports this module: each api module
 * (src/api/<domain>.ts) reads its own definitions from src/api/endpoints/<domain>.ts, so a
 * screen's calls load with that screen's code and none of them weighs on the first load.
 */
export const endpoints = {
  ...session,
  ...auth,
  ...account,
  ...wallet,
  ...cashier,
  ...records,
  ...vip,
  ...messages,
  ...visit,
  ...system,
  ...content,
  ...noticeBar,
  ...pwa,
  ...lobby,
  ...games,
  ...bets,
  ...activity,
  ...activities,
  ...passwordCheck,
};

export type EndpointName = keyof typeof endpoints;

/** The endpoints as a list (name, method, path pattern), e.g. for the mock-world contract test. */
export const endpointList = (Object.keys(endpoints) as EndpointName[]).map((name) => ({
  name,
  ...(endpoints[name] as EndpointDef),
}));

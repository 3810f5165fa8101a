import type { RequestHandler } from 'msw';
import { indexHandlers } from './handlerIndex';
import { activityHandlers } from './handlers/activity';
import { demoProviderHandlers } from './handlers/demoProvider';
import { gameHandlers } from './handlers/games';
import { memberHandlers } from './handlers/member';
import { systemHandlers } from './handlers/system';
import { walletHandlers } from './handlers/wallet';

/**
 * The shared mock world's request handlers: one per endpoint of src/api/contract.ts `endpoints`
 * (mocks/contract.test.ts checks that) and the demo game's two calls, each a thin translation onto the stateful world in
 * mocks/world/. Storybook (browser worker), unit tests (msw/node), the demo app and the mock API
 * server all start from this list; stories and tests change the world's behaviour only with the
 * named scenarios of mocks/scenarios.ts.
 */
export const handlers: RequestHandler[] = [
  ...memberHandlers(),
  ...walletHandlers(),
  ...systemHandlers(),
  ...gameHandlers(),
  ...activityHandlers(),
  // Not the casino API: the demo game's own API, called by its page in the game frame.
  ...demoProviderHandlers(),
];

/** The same handlers behind one index (handlerIndex.ts): what the workers and servers install. */
export const worldHandlers = indexHandlers(handlers);

import type { RequestHandler } from 'msw';
import { activityHandlers } from './handlers/activity';
import { memberHandlers } from './handlers/member';
import { systemHandlers } from './handlers/system';
import { walletHandlers } from './handlers/wallet';

/**
 * The shared mock world's request handlers. Storybook (browser worker), unit tests (msw/node)
 * and the demo app all start from this list; stories and tests override it only with the named
 * scenarios in `mocks/scenarios.ts`. Each domain's handlers take their data as an argument
 * (defaulting to small inline fixtures), so seed data can replace the fixtures without touching
 * the handler logic.
 */
export const handlers: RequestHandler[] = [
  ...memberHandlers(),
  ...walletHandlers(),
  ...systemHandlers(),
  ...activityHandlers(),
];

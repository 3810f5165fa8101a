import type { RequestHandler } from 'msw';

/**
 * The shared mock world's request handlers. Storybook (browser worker), unit tests (msw/node)
 * and the demo app all start from this list; stories and tests override it only with the named
 * scenarios in `mocks/scenarios.ts`.
 */
export const handlers: RequestHandler[] = [];

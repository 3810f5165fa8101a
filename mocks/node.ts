import { setupServer } from 'msw/node';
import { worldHandlers } from './handlers';

/** msw/node server for unit tests (see vitest.setup.ts: unhandled requests fail the test). */
export const server = setupServer(worldHandlers.handler);

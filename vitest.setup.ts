import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './mocks/node';
import { resetAllStores } from './src/state/reset';

// Unhandled requests fail the test: every call must be answered by the shared mock world.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAllStores());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

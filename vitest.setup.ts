import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './mocks/node';
import { connectClientToStores } from './src/app/wireClient';
import { resetAllStores } from './src/state/reset';

// The client's session, maintenance and message hooks, as the app wires them at boot.
connectClientToStores();

// Unhandled requests fail the test: every call must be answered by the shared mock world.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAllStores());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Property tests draw the same cases on every run (tests are deterministic); to explore new
// cases on purpose, run with another FC_SEED and keep any counterexample as a plain test.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

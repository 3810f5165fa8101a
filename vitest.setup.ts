import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { FIXED_NOW } from './mocks/data/clock';
import { server } from './mocks/node';
import { connectClientToStores } from './src/app/wireClient';
import { resetAllStores } from './src/state/reset';

// The client's session, maintenance and message hooks, as the app wires them at boot.
connectClientToStores();

// Unhandled requests fail the test: every call must be answered by the shared mock world.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every test starts at the mock world's instant (mocks/data/clock.ts), as every story does: the
// seed's periods, deadlines and expiries are offsets from it, so a test read at the real date
// fails once the calendar passes one of them (a dozen would have by January 2027). Only Date is
// faked and it keeps moving with real time; timers stay real. A test that needs another
// instant sets it itself.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(FIXED_NOW);
  resetAllStores();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

// Property tests draw the same cases on every run (tests are deterministic); to explore new
// cases on purpose, run with another FC_SEED and keep any counterexample as a plain test.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

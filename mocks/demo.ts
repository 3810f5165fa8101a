import { clearSession, sessionState, setSession } from '../src/state/session';
import { startWorker, worker } from './browser';
import { DEMO_ACCOUNT, DEMO_SMS_CODE } from './data/users';
import {
  applyScenario,
  fireLiveScenario,
  isScenarioName,
  liveEffectOf,
  scenarioNames,
  scenarioSummaries,
  type ScenarioName,
} from './scenarios';
import { LIVE_SCENARIO_NAMES } from './socketLink';
import { persistWorld, type WorldPersistence } from './world/persist';
import { FIXED_NOW } from './data/clock';
import { ensureSeedSession, setLatency, world } from './world/world';
import { setWorldTime } from './world/worldClock';

/*
 * The demo app (`npm start`, --mode demo): the mock world in the page plus its switches:
 * - `?scenario=<name>` (or several, comma-separated) applies named scenarios from
 *   mocks/scenarios.ts before the app renders;
 * - `?visitor=1` drops any stored session token, so the app starts as a visitor; the parameter
 *   is then removed from the address (a later reload must not log the player out again);
 * - the dev panel (devPanel.tsx) applies scenarios at run time, resets the world, shows the
 *   demo account and logs it in with one click.
 * A scenario applied from the panel changes the running world, as a real backend would: the app
 * notices on its next calls (or, for the live ones, over the socket). It is also written into
 * the address, so a shared link starts in the same scenarios.
 * The world outlives a reload of the tab (world/persist.ts): sessions, balances, orders, claims,
 * accounts, applied scenarios and the world's clock (startWorldClock) are restored, so deep
 * links and the back button work for a logged-in player; the panel's reset is the way back to
 * the seed.
 */

const SCENARIO_PARAM = 'scenario';
const VISITOR_PARAM = 'visitor';

function scenariosInAddress(url: URL): string[] {
  return (url.searchParams.get(SCENARIO_PARAM) ?? '').split(',').filter(Boolean);
}

/** Applies one scenario to the page's world and keeps its handlers in force. */
function apply(name: ScenarioName): void {
  worker.use(...applyScenario(name));
}

/** Applies `?visitor` and `?scenario` from the address. */
function applyAddressSwitches(): void {
  const url = new URL(location.href);
  if (url.searchParams.get(VISITOR_PARAM) === '1') {
    clearSession();
    url.searchParams.delete(VISITOR_PARAM);
    history.replaceState(history.state, '', url);
  }
  for (const name of scenariosInAddress(url)) {
    if (isScenarioName(name)) apply(name);
    else console.warn(`[demo] unknown scenario "${name}"; known: ${scenarioNames.join(', ')}`);
  }
}

/**
 * Restores the world kept by an earlier load of this tab and keeps it from now on.
 *
 * sessionStorage, not localStorage: it is scoped to the tab, which is the life of the in-page
 * world. A reload, a deep link typed into the tab and back/forward keep it; a new tab or a new
 * browser session starts from the seed, as a demo should. Two tabs each run their own world
 * and never overwrite each other's copy (with localStorage the last tab to write would win).
 */
function keepWorldAcrossReloads(): WorldPersistence | null {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked by the browser (a site-data setting): the world lives for one load.
    console.warn('[demo] sessionStorage unavailable: every load starts from the seed world');
    return null;
  }
  const persistence = persistWorld({ storage, reviveLiveEffect: liveEffectOf });
  if (persistence.origin === 'dropped') {
    console.warn('[demo] the stored world was unreadable or of another version: seed world');
  }
  // Writes are coalesced for a moment after each change; a reload in that moment must not lose
  // the last one. pagehide covers reload, navigation and back/forward; a hidden tab (mobile
  // browsers may discard it without a pagehide) writes too.
  addEventListener('pagehide', () => persistence.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistence.flush();
  });
  return persistence;
}

/** Where this tab keeps the distance between the machine's clock and the world's. */
const CLOCK_KEY = 'vitrine.demo.clockOffset';

/**
 * The demo lives on the seed's day. Every date of the seed is an offset from FIXED_NOW
 * (mocks/data/clock.ts): activity periods, countdowns, order expiries. On the machine's clock the
 * demo drifts a day further from its data every day (a week later, promotions read as ended,
 * rounds never open, five-day-old Pix orders sit beside today's). So, as the mock API server
 * does, the page's clock (the app's and the world's, one `Date`) reads FIXED_NOW when a world
 * starts from the seed and goes on at the normal pace; a restored world goes on from where its
 * tab left it.
 */
function startWorldClock(restored: boolean): void {
  const real = Date.now();
  let offset = Number.NaN;
  try {
    if (restored) offset = Number(window.sessionStorage.getItem(CLOCK_KEY) ?? Number.NaN);
  } catch {
    // Storage blocked: the world starts from the seed anyway (keepWorldAcrossReloads).
  }
  if (!Number.isFinite(offset)) offset = FIXED_NOW - real;
  setWorldTime(real + offset);
  try {
    window.sessionStorage.setItem(CLOCK_KEY, String(offset));
  } catch {
    // The clock starts again at FIXED_NOW on the next load, with a seed world.
  }
}

/**
 * A stored token the world does not know (a form login from another tab, whose world this tab
 * never had) is dropped before the app starts: the app starts as a visitor instead of opening
 * with a "session ended" (6105) pop-up. Expired sessions stay: 'expired-token' shows them.
 */
function dropUnknownToken(): void {
  if (sessionState.token && !world.sessions.has(sessionState.token)) clearSession();
}

/** Writes the applied scenarios into the address without navigating. */
function rememberApplied(applied: readonly string[]): void {
  const url = new URL(location.href);
  if (applied.length === 0) url.searchParams.delete(SCENARIO_PARAM);
  else url.searchParams.set(SCENARIO_PARAM, applied.join(','));
  // Readable commas (URLSearchParams writes %2C; both read back the same).
  url.search = url.search.replace(/%2C/gi, ',');
  history.replaceState(history.state, '', url);
}

/**
 * Starts the demo backend before the app renders (src/main.tsx, behind VITE_DEMO_BACKEND): the
 * msw worker with the live socket link, the address switches, then the dev panel.
 */
export async function startDemo(): Promise<void> {
  // Before the worker starts, so no call is answered by the seed world of a restored tab.
  const persistence = keepWorldAcrossReloads();
  startWorldClock(persistence?.origin === 'restored');
  dropUnknownToken();
  // Answers take 150–400 ms as from a real API, so loading states show (Storybook keeps 'off').
  setLatency('realistic');
  await startWorker();
  // Scenarios restored with the world are already applied; this puts their handlers back.
  for (const name of world.scenario.applied) apply(name);
  applyAddressSwitches();
  const { mountDevPanel } = await import('./devPanel');
  mountDevPanel({
    scenarios: scenarioNames.map((name) => ({
      name,
      summary: scenarioSummaries[name],
      live: (LIVE_SCENARIO_NAMES as readonly string[]).includes(name),
    })),
    initialApplied: [...world.scenario.applied],
    account: {
      phone: DEMO_ACCOUNT.account,
      password: DEMO_ACCOUNT.password,
      smsCode: DEMO_SMS_CODE,
    },
    onApply(name) {
      if (isScenarioName(name)) apply(name);
      rememberApplied(world.scenario.applied);
      return [...world.scenario.applied];
    },
    onFireNow(name) {
      const live = LIVE_SCENARIO_NAMES.find((candidate) => candidate === name);
      if (live) fireLiveScenario(live);
    },
    onReset() {
      // Without a stored copy the next load builds the world from the seed: reloading without
      // scenarios is the reset, and it also clears what the app holds from the old world (SWR
      // cache, stores, overlays). forget() also stops the pagehide write of the old world.
      persistence?.forget();
      try {
        window.sessionStorage.removeItem(CLOCK_KEY);
      } catch {
        // Nothing stored: the next load starts at FIXED_NOW anyway.
      }
      rememberApplied([]);
      location.reload();
    },
    onDemoLogin() {
      // The seed token (mock-token-55328714) is live in a seed world, but a kept world may have
      // ended it (logout, password reset): open it again first.
      ensureSeedSession(DEMO_ACCOUNT);
      setSession(DEMO_ACCOUNT.info);
    },
    onVisitor() {
      clearSession();
      location.reload();
    },
  });
}

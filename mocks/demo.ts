import { clearSession, setSession } from '../src/state/session';
import { startWorker, worker } from './browser';
import { DEMO_ACCOUNT, DEMO_SMS_CODE } from './data/users';
import {
  applyScenario,
  fireLiveScenario,
  scenarioNames,
  scenarioSummaries,
  type ScenarioName,
} from './scenarios';
import { LIVE_SCENARIO_NAMES } from './socketLink';
import { setLatency, world } from './world/world';

/*
 * The demo app (`npm start`, --mode demo): the mock world in the page plus its switches
 * (issue 4):
 * - `?scenario=<name>` (or several, comma-separated) applies named scenarios from
 *   mocks/scenarios.ts before the app renders;
 * - `?visitor=1` drops any stored session token, so the app starts as a visitor; the parameter
 *   is then removed from the address (a later reload must not log the player out again);
 * - the dev panel (devPanel.tsx) applies scenarios at run time, resets the world, shows the
 *   demo account and logs it in with one click.
 * A scenario applied from the panel changes the running world, as a real backend would: the app
 * notices on its next calls (or, for the live ones, over the socket). It is also written into
 * the address, so a reload or a shared link starts in the same scenarios.
 */

const SCENARIO_PARAM = 'scenario';
const VISITOR_PARAM = 'visitor';

function isScenarioName(name: string): name is ScenarioName {
  return (scenarioNames as readonly string[]).includes(name);
}

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
  // Answers take 150–400 ms as from a real API, so loading states show (Storybook keeps 'off').
  setLatency('realistic');
  await startWorker();
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
      // The page's world is built fresh on load: reloading without scenarios is the reset, and
      // it also clears what the app holds from the old world (SWR cache, stores, overlays).
      rememberApplied([]);
      location.reload();
    },
    onDemoLogin() {
      // The seed session (mock-token-55328714) exists in every fresh world, so unlike a token
      // from the login form it survives a reload (the page's world is rebuilt on each load).
      setSession(DEMO_ACCOUNT.info);
    },
    onVisitor() {
      clearSession();
      location.reload();
    },
  });
}

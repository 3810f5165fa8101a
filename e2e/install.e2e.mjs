#!/usr/bin/env node
// The PWA install banner and the web push opt-in on the production build against the mock API
// (stack and runner: ./harness.mjs). Chromium here offers no real install and has no push service,
// so the journeys dispatch a synthetic `beforeinstallprompt` (with a fake prompt()/userChoice) and
// deny or grant the notification permission through the DevTools protocol; no push success is
// faked. `node e2e/install.e2e.mjs` runs these alone; `npm run test:e2e -- Instalar` picks them.
import { assert, isMain, runJourneys, until, visible } from './harness.mjs';

/** The demo account of mocks/data/README.md (its seed session). */
const DEMO_TOKEN = 'mock-token-55328714';
/** Where the app keeps the session token (src/state/session.ts). */
const TOKEN_KEY = 'vitrine.token';
/** src/pwa/installRules.ts */
const DISMISSED_KEY = 'vitrine.installDismissedAt';
const DAY_MS = 24 * 60 * 60 * 1000;
const BANNER = 'Instale o app Vitrine Cassino';
const PUSH_PATHS = /\/api\/webPushConfig\/v1\/(subscribe|unsubscribe|getAppId)/;

/**
 * Dispatches a `beforeinstallprompt` as Chromium would, with a prompt() that counts its calls
 * in `window.__installPrompts` and a userChoice answering `outcome`. Returns whether the app
 * kept it (preventDefault: the browser's own mini-infobar suppressed).
 */
function offerInstall(page, outcome = 'accepted') {
  return page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.__installPrompts ??= 0;
    event.prompt = () => {
      window.__installPrompts += 1;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: answer, platform: 'web' });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

/**
 * Offers the install until the app's listener (loaded with the shell's deferred pieces, after
 * first paint) keeps the event.
 */
async function offerWhenListening(page, outcome) {
  await until('the app listens for beforeinstallprompt', () => offerInstall(page, outcome));
}

const banner = (page) => page.getByRole('region', { name: BANNER });

/** What the operator got (mocks/world/webPush.ts). */
async function operatorPushCalls(t) {
  const response = await fetch(`${t.apiBase}/__mock/webPush`);
  return (await response.json()).calls;
}

/**
 * A page in a fresh context where the demo player is logged in (the seed session), at `path`;
 * `permission` sets the notification permission first (before the app's first document).
 */
async function openAsPlayer(t, path, { permission, ...options } = {}) {
  const page = await t.newPage(options);
  if (permission) await setNotificationPermission(page, t, permission);
  await page.addInitScript(
    ([key, token]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      localStorage.setItem(key, token);
      const today = new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(Date.now());
      localStorage.setItem('vitrine.noticesHiddenDay', today);
      sessionStorage.setItem('e2e-seeded', '1');
    },
    [TOKEN_KEY, DEMO_TOKEN],
  );
  await page.goto(t.url(path));
  return page;
}

/**
 * Sets the notification permission of the app's origin in this page's browser context
 * (DevTools Browser.setPermission: Playwright can grant a permission but not deny one). The
 * DevTools session stays attached: Chromium drops its permission overrides when it detaches.
 */
async function setNotificationPermission(page, t, setting) {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  const browserSession = await t.browser.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting,
    origin: new URL(t.url('/')).origin,
    browserContextId: targetInfo.browserContextId,
  });
}

export const journeys = [
  {
    name: 'Instalar: a dispatched beforeinstallprompt shows the banner, Instalar calls prompt(); "Agora não" hides it for 7 days, across a reload',
    async run(t) {
      // The harness starts every journey with the LGPD consent answered (ads refused): the
      // install offer waits for that answer (installRules.ts).
      const page = await t.open('/');
      await visible(page.getByRole('main'), 'the home');
      assert((await banner(page).count()) === 0, 'no banner before the browser offers it');

      await offerWhenListening(page, 'accepted');
      await visible(banner(page), `the banner "${BANNER}"`);
      await banner(page).getByRole('button', { name: 'Instalar' }).tap();
      await until(
        'Instalar called prompt() once',
        async () => (await page.evaluate(() => window.__installPrompts)) === 1,
      );
      // The event is spent: the banner goes while the browser installs.
      await banner(page).waitFor({ state: 'hidden' });
      assert(
        (await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)) === null,
        'an accepted install is not a dismissal',
      );

      // The browser offers again (e.g. the install was cancelled later): the player says no.
      await offerWhenListening(page, 'accepted');
      await visible(banner(page), 'the banner again');
      await banner(page).getByRole('button', { name: 'Agora não' }).tap();
      await banner(page).waitFor({ state: 'hidden' });
      // Both moments are the page's: its clock is the mock world's, not this machine's
      // (harness.mjs followWorldClock).
      const [stored, pageNow] = await page.evaluate(
        (key) => [Number(localStorage.getItem(key)), Date.now()],
        DISMISSED_KEY,
      );
      assert(Math.abs(pageNow - stored) < 60_000, `the dismissal is remembered (${stored})`);

      // A reload within the 7 days: the app keeps the event but shows nothing.
      await page.reload();
      await visible(page.getByRole('main'), 'the home after the reload');
      await offerWhenListening(page, 'accepted');
      await page.waitForTimeout(500);
      assert((await banner(page).count()) === 0, 'no banner within 7 days of "Agora não"');

      // 8 days later (the stored moment moved back): offered again.
      await page.evaluate(
        ([key, days]) => localStorage.setItem(key, String(Date.now() - days)),
        [DISMISSED_KEY, 8 * DAY_MS],
      );
      await page.reload();
      await offerWhenListening(page, 'accepted');
      await visible(banner(page), 'the banner after the 7 days');
    },
  },
  {
    name: 'Notificações: with the permission denied, /setting explains how to allow it and the switch sends nothing',
    async run(t) {
      const page = await openAsPlayer(t, '/setting', { permission: 'denied' });
      const pushRequests = [];
      page.on('request', (request) => {
        if (PUSH_PATHS.test(request.url())) pushRequests.push(request.url());
      });
      const toggle = page.getByRole('switch', { name: 'Notificações' });
      await visible(toggle, 'the Notificações switch');
      await visible(page.getByText(/bloqueadas para este site/), 'the denied explanation');
      assert((await toggle.getAttribute('aria-checked')) === 'false', 'the switch is off');
      assert((await toggle.getAttribute('aria-disabled')) === 'true', 'the switch is inert');
      // The player taps the inert switch anyway (force: Playwright will not tap what is
      // aria-disabled).
      await toggle.tap({ force: true });
      await page.waitForTimeout(500);
      assert(
        (await page.evaluate(() => Notification.permission)) === 'denied',
        'the permission is still denied',
      );
      assert(pushRequests.length === 0, `no push call was sent: ${pushRequests.join(', ')}`);
      const calls = await operatorPushCalls(t);
      assert(calls.length === 0, `the operator got nothing: ${JSON.stringify(calls)}`);
    },
  },
  {
    name: 'Notificações: nothing is asked on opening /setting; with the permission granted but no push service here, a tap ends in the failure with a retry and the operator gets nothing',
    async run(t) {
      const page = await openAsPlayer(t, '/setting', { serviceWorkers: 'allow' });
      const pushRequests = [];
      page.on('request', (request) => {
        if (PUSH_PATHS.test(request.url())) pushRequests.push(request.url());
      });
      const toggle = page.getByRole('switch', { name: 'Notificações' });
      await visible(toggle, 'the Notificações switch');
      await visible(page.getByText(/Receba avisos de bônus/), 'the off state');
      await page.waitForTimeout(500);
      assert(pushRequests.length === 0, 'opening the page asks the operator nothing');
      assert(
        (await page.evaluate(() => Notification.permission)) === 'default',
        'opening the page did not ask the browser either',
      );

      await setNotificationPermission(page, t, 'granted');
      await toggle.tap();
      // Chromium refuses push in a Playwright context (an incognito profile, crbug.com/41124656)
      // and headless has no push service anyway: the subscription fails, honestly.
      await visible(
        page.getByText('Não foi possível ativar as notificações.'),
        'the failure',
        20_000,
      );
      await visible(page.getByRole('button', { name: 'Tentar novamente' }), 'the retry');
      assert((await toggle.getAttribute('aria-checked')) === 'false', 'the switch stays off');
      const calls = await operatorPushCalls(t);
      assert(calls.length === 0, `no subscription reached the operator: ${JSON.stringify(calls)}`);
      // Chromium itself logs why (a browser context of Playwright is an incognito profile);
      // that line is the browser's, not the app's, and is the only one let through.
      const incognito = /does not support the Push API in incognito mode/;
      const own = t.problems.filter((problem) => !incognito.test(problem));
      t.problems.splice(0, t.problems.length, ...own);
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));

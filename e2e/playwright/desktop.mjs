// Which journeys also run in the desktop project (playwright.config.mjs): the ones whose screen
// a desktop player uses as a phone player does, so a wide window is worth one more run. Not all
// of them: every journey twice would double the e2e time of `.ci/run` (2 cores, 30 minutes).
//
// A journey is picked by the start of its name here, or by `desktop: true` on the journey object
// itself (for new journey files: `{ name, desktop: true, async run(t) {...} }`).
//
// On desktop a journey's `locator.tap()` is a mouse click (e2e/playwright/journeys.spec.mjs);
// journeys that use `page.touchscreen` directly stay phone-only.
export const DESKTOP_JOURNEYS = [
  // The lobby: a cold load of /, and the header's register and login.
  'Lobby: a cold load of / shows the whole home page',
  'Lobby: a new player registers, the demo player logs in',
  // The cashier: balances, a Pix deposit, a withdrawal, a conversion.
  'Carteira: the demo player sees every balance',
  'Depósito: a Pix deposit from the amount to the credited balance',
  'Saque: a withdrawal goes to review',
  'Câmbio: the demo player converts BRL to USDT',
];

/** Whether `journey` ({ name, desktop? }) runs in the desktop project too. */
export const runsOnDesktop = (journey) =>
  journey.desktop === true || DESKTOP_JOURNEYS.some((start) => journey.name.startsWith(start));

#!/usr/bin/env node
// The server's clock (src/lib/clock.ts): a phone whose clock is wrong still counts down to the
// instant the server means. The early-data script keeps the platform config answer's `Date`
// header; every countdown reads the server's time from it. Two visitors open the bet ranking,
// one on a device set right, one on a device an hour and seven minutes ahead: both show the
// same time left to the day's end, to within the measure's error. `node e2e/clock.e2e.mjs` runs
// this alone; `npm run test:e2e -- Relógio` picks it.
import {
  assert,
  isMain,
  readable,
  runJourneys,
  shiftPageClock,
  until,
  visible,
} from './harness.mjs';

/** The bet ranking (type 9 of mocks/data/activities.ts): its day board counts down to 00:00. */
const BET_RANKING = '/activityDetail/9?id=3009';
/** How far the wrong device is ahead. */
const AHEAD_MS = 67 * 60 * 1000;
/**
 * Two readings of the same deadline agree to this: the Date header counts whole seconds and a
 * round trip blurs when it was written (lib/clock.ts trusts a device within 2 s), and the two
 * pages are read a moment apart.
 */
const AGREE_S = 4;

/** "HH:MM:SS" or "Nd HH:MM:SS" in seconds. */
function secondsOf(text) {
  const match = /^(?:(\d+)d )?(\d{2}):(\d{2}):(\d{2})$/.exec(text);
  assert(match, `a countdown (got "${text}")`);
  const [, days = '0', h, m, s] = match;
  return ((Number(days) * 24 + Number(h)) * 60 + Number(m)) * 60 + Number(s);
}

/** The day board's countdown on the bet ranking, in seconds left. */
async function timeLeft(page) {
  const region = await visible(
    page.getByRole('region', { name: 'Classificação' }),
    'the standings card',
  );
  const timer = await visible(region.getByRole('timer'), 'the day countdown');
  return secondsOf(readable(await timer.innerText()));
}

export const journeys = [
  {
    name: 'Relógio: a phone whose clock is an hour ahead counts down to the same instant as one set right (the server’s Date)',
    async run(t) {
      const right = await t.open(BET_RANKING);
      const ahead = await t.newPage();
      // After the world clock's own init script (harness followWorldClock): this device reads
      // the world's time plus AHEAD_MS, as a phone set wrong would.
      await shiftPageClock(ahead.context(), AHEAD_MS);
      await ahead.goto(t.url(BET_RANKING));

      // The device really is ahead: its own Date says so.
      const deviceGap = await ahead.evaluate(() => Date.now());
      const rightNow = await right.evaluate(() => Date.now());
      assert(
        Math.abs(deviceGap - rightNow - AHEAD_MS) < 60_000,
        `the second device reads ${AHEAD_MS} ms ahead (got ${deviceGap - rightNow})`,
      );
      await until('the wrong device has its clock sample', async () =>
        ahead.evaluate(() => Array.isArray(globalThis.__vitrineClock)),
      );

      const onRight = await timeLeft(right);
      const onAhead = await timeLeft(ahead);
      assert(
        Math.abs(onRight - onAhead) <= AGREE_S,
        `both count down to the same end: ${onRight} s left on the right clock, ${onAhead} s on the one ahead`,
      );
      // Without the server's clock the phone ahead would show 67 minutes less.
      assert(
        onRight > AHEAD_MS / 1000,
        `the day has more than ${AHEAD_MS / 1000} s left (${onRight})`,
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));

#!/usr/bin/env node
// The red packet that follows a logged-in player (spec 4, 6, 7) on the production build against
// the mock API (stack and runner: ./harness.mjs): it floats docked at the edge with a ticking
// countdown, never on /deposit, shakes after socket message 1016, opens on a tap and is claimed
// once on the next (the header balance rises by the amount) and stays away afterwards. `node e2e/redPacket.e2e.mjs` runs these alone;
// `npm run test:e2e -- "Pacote vermelho"` picks them.
import {
  assert,
  isMain,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  visible,
  logInFromHeader,
} from './harness.mjs';

const PACKET = /^Pacote vermelho: toque para ganhar, termina em \d\d:\d\d:\d\d$/;
/** What the mock world's red packet pays (mocks/world/activities.ts RED_PACKET_AMOUNT). */
const PRIZE = 5.2;

const pathOf = (page) => new URL(page.url()).pathname;

/** "R$ 1.847,35" → 1847.35. */
const brl = (text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function balance(page) {
  const chip = page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });
  await visible(chip, 'the balance chip in the header');
  const shown = readable(await chip.innerText()).match(/R\$ ?\d{1,3}(\.\d{3})*,\d{2}/)?.[0];
  assert(shown, 'the chip shows an amount in reais');
  return brl(shown);
}

/** The demo player logs in from the header of / (today's notice pop-ups snoozed). */
async function logInDemoPlayer(t) {
  const page = await t.newPage();
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, t);
  return page;
}

const packetOf = (page) => page.getByRole('button', { name: PACKET });

/** The packet's timer as shown, e.g. "00:09:27", in seconds. */
/**
 * The packet's countdown with the page's own instant of reading it (performance.now, in ms). On a
 * loaded machine a round trip to the page takes a second or more, so the time between two
 * readings is measured where they are made, not in the test.
 */
async function countdownAt(page) {
  const { text, at } = await packetOf(page).evaluate((element) => ({
    text: element.innerText,
    at: performance.now(),
  }));
  const match = readable(text).match(/(\d\d):(\d\d):(\d\d)/);
  assert(match, `the packet shows a countdown (got "${readable(text)}")`);
  return { seconds: Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]), at };
}

/** The packet stays off the page for `ms` (it would have come back by then). */
async function staysHidden(page, what, ms = 2500) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    assert((await packetOf(page).count()) === 0, `no red packet ${what}`);
    await page.waitForTimeout(250);
  }
}

export const journeys = [
  {
    name: 'Pacote vermelho: the demo player sees it tick, not on /deposit, shake on 1016, claims it once; it stays away',
    async run(t) {
      const page = await logInDemoPlayer(t);
      const claims = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/redPacket/v1/claim') claims.push(request);
      });

      // Spec 4: it floats for the logged-in player with the round's countdown, ticking; at rest
      // docked, the countdown running down the screen's right edge, over nothing of the page.
      await visible(packetOf(page), 'the red packet on the home');
      const docked = await packetOf(page).evaluate((el) => ({
        docked: el.getAttribute('data-docked'),
        left: Math.min(
          ...[el, ...el.querySelectorAll('*')]
            .map((part) => part.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.height > 0)
            .map((box) => box.left),
        ),
        width: innerWidth,
      }));
      assert(
        docked.docked === 'true' && docked.left >= docked.width - 16,
        `docked in the 16 px gutter at rest (${JSON.stringify(docked)})`,
      );
      const first = await countdownAt(page);
      await page.waitForTimeout(2200);
      const second = await countdownAt(page);
      // Whole seconds on both readings, and each drawn at the last tick: within 2 s of the time
      // that passed, never standing still.
      const passed = (second.at - first.at) / 1000;
      const dropped = first.seconds - second.seconds;
      assert(
        dropped > 0 && Math.abs(dropped - passed) <= 2,
        `the countdown ticks each second (${first.seconds} s, then ${second.seconds} s ${passed.toFixed(1)} s later)`,
      );

      // Not on /deposit (nor asked for there), before the claim.
      const tabBar = page.getByRole('navigation', { name: 'Navegação principal' });
      await (await visible(tabBar.getByRole('link', { name: 'Depósito' }), 'Depósito')).tap();
      await until('on /deposit', async () => pathOf(page) === '/deposit');
      await visible(page.getByRole('heading', { level: 1, name: 'Depósito' }), 'the deposit page');
      await staysHidden(page, 'on /deposit before the claim');
      await page.goBack();
      await until('back on /', async () => pathOf(page) === '/');
      await visible(packetOf(page), 'the red packet back on the home');

      // Spec 4/9: socket message 1016 makes it shake (and ring) for 6 s.
      const pushed = await fetch(`${t.apiBase}/__mock/live/socket-1016`, { method: 'POST' });
      assert(pushed.ok, 'the mock API pushed 1016');
      await until('the packet shakes', async () =>
        packetOf(page).evaluate((el) => {
          const style = getComputedStyle(el);
          return style.animationName !== 'none' && style.outlineStyle === 'solid';
        }),
      );

      // The claim: the sheet says what was won, the header balance rises by as much. At rest the
      // packet is docked at the screen's edge (features/activities floatDock.ts): the first tap
      // opens it and claims nothing, the second claims.
      const before = await balance(page);
      const packet = packetOf(page);
      await packet.tap();
      await until('the first tap opens the docked packet', async () =>
        packet.evaluate((el) => el.getAttribute('data-docked') === 'false'),
      );
      await page.waitForTimeout(300);
      assert(claims.length === 0, `the tap that opens it claims nothing (got ${claims.length})`);
      await packet.tap();
      const sheet = await visible(
        page.getByRole('dialog', { name: 'Pacote vermelho' }),
        'the result sheet',
      );
      await until('the sheet says R$ 5,20 was won', async () =>
        /Você ganhou\s*R\$\s5,20/.test(readable(await sheet.innerText())),
      );
      await until(`the header balance rises by R$ 5,20 from ${before}`, async () => {
        const after = await balance(page);
        return Math.abs(after - (before + PRIZE)) < 0.001;
      });
      assert(claims.length === 1, `one claim request (got ${claims.length})`);
      await sheet.getByRole('button', { name: 'Entendi' }).tap();
      await page.getByRole('dialog', { name: 'Pacote vermelho' }).waitFor({ state: 'hidden' });

      // Claimed: gone, and the claimed check keeps it away on the next pages.
      await staysHidden(page, 'on the home after the claim');
      await (await visible(tabBar.getByRole('link', { name: 'Atividade' }), 'Atividade')).tap();
      await until('on /activity', async () => pathOf(page) === '/activity');
      await staysHidden(page, 'on /activity after the claim');
      await page.goto(t.url('/deposit'));
      await visible(page.getByRole('heading', { level: 1, name: 'Depósito' }), 'the deposit page');
      await staysHidden(page, 'on /deposit after the claim');
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));

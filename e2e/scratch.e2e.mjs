#!/usr/bin/env node
// The scratch card (activity type 14, /activityDetail/14?id=3014) on the production build
// against the mock API (stack and runner: ./harness.mjs): from the home's scratch-ticket banner
// to its page, where the rising pool continues the banner's figure (spec 9); the demo player
// scratches one card with "Raspar" and one by rubbing the foil, then withdraws with ten fast taps
// (one request, the balance rises); a visitor is asked to register and sends nothing.
// `node e2e/scratch.e2e.mjs` runs these alone; `npm run test:e2e -- Scratch` picks them.
import {
  assert,
  isMain,
  logInFromHeader,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  visible,
} from './harness.mjs';

const PAGE_PATH = '/activityDetail/14?id=3014';
const WITHDRAW_PATH = '/api/scratchCard/v1/withdraw';
const HANG_PATH = '/api/scratchCard/v1/hang';
/** mocks/data/activities.ts SCRATCH_TICKET: where both counters start. */
const INITIAL_POOL = 18452.37;
/** Spec 9: the pool rises by at most R$ 0,40 a second. */
const MAX_STEP = 0.4;

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** pt-BR money text ("R$ 18.452,37") as a number. */
const brl = (text) => {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(readable(text));
  assert(match, `an amount in "${text}"`);
  return Number(match[1].replaceAll('.', '').replace(',', '.'));
};

/** Counts the POST requests the page sends to `path`. */
function countPosts(page, path) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const balanceChip = (page) =>
  page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });
const scratchBanner = (page) => page.getByRole('region', { name: 'Raspadinha premiada' });
const view = (page) => page.getByRole('region', { name: 'Suas raspadinhas' });
const card = (page, name) => view(page).getByRole('listitem', { name });

/** The first pt-BR amount in `text` as a number, or NaN (nothing rendered yet). */
const amountIn = (text) => {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(readable(text));
  return match ? Number(match[1].replaceAll('.', '').replace(',', '.')) : Number.NaN;
};

/** The banner's figure, the moment it is read (its only amount). */
const bannerPool = async (page) => amountIn(await scratchBanner(page).textContent());
/** The page's pool: the amount of the "Prêmio acumulado" line. */
const pagePool = async (page) =>
  amountIn(await view(page).getByText('Prêmio acumulado').locator('xpath=..').textContent());

/**
 * From the home banner to the page: reads the banner's figure right before the tap and the
 * page's right after it shows; they agree when the page's is the banner's plus at most the rise
 * of the seconds between the two reads, and it has not started again from the initial amount.
 */
async function openFromBanner(page) {
  const banner = scratchBanner(page);
  await banner.scrollIntoViewIfNeeded();
  const link = await visible(banner.getByRole('link', { name: 'Raspar agora' }), 'Raspar agora');
  // Let the banner's counter rise a few seconds first.
  await until('the banner counter rises past R$ 0,90', async () => {
    return (await bannerPool(page)) >= INITIAL_POOL + 0.9;
  });
  const before = await bannerPool(page);
  const readAt = Date.now();
  await link.tap();
  await visible(page.getByRole('heading', { level: 1, name: 'Raspadinha premiada' }), 'the page');
  assert(pathOf(page) === PAGE_PATH, `on the scratch page (got ${pathOf(page)})`);
  await visible(view(page).getByText('Prêmio acumulado'), 'the pool');
  let after = Number.NaN;
  await until('the page shows its pool', async () => {
    after = await pagePool(page);
    return Number.isFinite(after);
  });
  const seconds = Math.ceil((Date.now() - readAt) / 1000) + 1;
  assert(
    after >= before && after <= before + seconds * MAX_STEP + 0.005,
    `the page's pool ${after} continues the banner's ${before} (within ${seconds} s)`,
  );
  return after;
}

export const journeys = [
  {
    name: 'Scratch card: from the home banner the counters agree; the demo player scratches two cards (button and foil) and withdraws with ten fast taps: one request, the balance rises',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const withdraws = countPosts(page, WITHDRAW_PATH);
      await logInFromHeader(page, t);
      const balanceBefore = brl(await balanceChip(page).innerText());

      await openFromBanner(page);
      await visible(card(page, 'Raspadinha 1'), 'three cards');
      assert((await view(page).getByRole('listitem').count()) === 3, 'three cards');
      assert(
        (await page.getByRole('region', { name: 'Sua participação' }).count()) === 0,
        'the generic claim card is replaced by the view',
      );

      // The keyboard and screen-reader way: the "Raspar" button.
      await card(page, 'Raspadinha 2').getByRole('button', { name: 'Raspar' }).tap();
      await until('"Você raspou R$ 4,00!" is said', async () =>
        readable(await view(page).getByRole('status').innerText()).startsWith(
          'Você raspou R$ 4,00!',
        ),
      );

      // The pointer way: rubbing the foil of card 1 with the mouse.
      const foil = card(page, 'Raspadinha 1').locator('canvas');
      const box = await foil.boundingBox();
      assert(box, 'the foil of card 1 is on screen');
      await page.mouse.move(box.x + 5, box.y + 5);
      await page.mouse.down();
      for (let row = 0; row < 4; row += 1) {
        const y = box.y + 10 + row * (box.height / 5);
        await page.mouse.move(box.x + box.width - 5, y, { steps: 6 });
        await page.mouse.move(box.x + 5, y + box.height / 10, { steps: 6 });
      }
      await page.mouse.up();
      await until('"Você raspou R$ 2,50!" is said', async () =>
        readable(await view(page).getByRole('status').innerText()).startsWith(
          'Você raspou R$ 2,50!',
        ),
      );

      const withdraw = await visible(
        view(page).getByRole('button', { name: /^Sacar R\$\s6,50 para a carteira$/ }),
        'the withdraw of R$ 6,50',
      );
      // Ten taps within one task: faster than any re-render can disable the button.
      await withdraw.evaluate((button) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await until('"R$ 6,50 foram para a sua carteira!" is said', async () =>
        readable(await view(page).getByRole('status').innerText()).startsWith(
          'R$ 6,50 foram para a sua carteira!',
        ),
      );
      await until('the withdrawn cards leave the list', async () => {
        return (await view(page).getByRole('listitem').count()) === 1;
      });
      assert(withdraws() === 1, `one withdraw request for ten taps (got ${withdraws()})`);

      await page.goBack();
      await visible(balanceChip(page), 'the header again');
      await until('the balance rises by R$ 6,50', async () => {
        const now = brl(await balanceChip(page).innerText());
        return Math.abs(now - (balanceBefore + 6.5)) < 0.005;
      });
      assert(withdraws() === 1, `still one withdraw request (got ${withdraws()})`);
    },
  },
  {
    name: 'Scratch card: a visitor reads the pool and is asked to register; nothing is scratched',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const hangs = countPosts(page, HANG_PATH);
      await page.goto(t.url('/'));
      await openFromBanner(page);
      assert((await view(page).getByRole('list').count()) === 0, 'no cards for a visitor');
      await view(page).getByRole('button', { name: 'Cadastre-se para raspar' }).tap();
      const dialog = await visible(
        page.getByRole('dialog', { name: 'Entrar ou cadastrar' }),
        'the register pop-up',
      );
      await visible(
        dialog.getByRole('tab', { name: 'Cadastrar', selected: true }),
        'the register tab chosen',
      );
      assert(hangs() === 0, `no scratch request (got ${hangs()})`);
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));

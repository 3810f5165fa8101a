#!/usr/bin/env node
// A new player's first journeys through the lobby, on the production build against the mock
// API (stack and runner: ./harness.mjs; spec 2 routes and home page, spec 6 visitor rules).
// Every journey starts from the seed world in a fresh browser context and asserts what the
// player sees; any console error fails it. `node e2e/lobby.e2e.mjs` runs these alone;
// `npm run test:e2e` runs every e2e/*.e2e.mjs.
import {
  apiData,
  assert,
  isMain,
  readable,
  runJourneys,
  until,
  UI_TIMEOUT_MS,
  visible,
} from './harness.mjs';

const TABS = ['Início', 'Promoção', 'Depósito', 'Atividade', 'Perfil'];
const AUTH_DIALOG = 'Entrar ou cadastrar';

/** The demo account of mocks/data/README.md: phone (area code 55), password, BRL balance. */
const DEMO = { phone: '11987654321', password: 'demo1234', balance: 'R$ 1.847,35' };
/** Every verification code in the mock world. */
const SMS_CODE = '123456';

/** A made-up BR mobile (DDD 21, ninth digit 9) nobody in the seed world uses. */
const NEW_PHONE = '21990001234';

/** The two CPF check digits (mod 11) appended to 9 base digits. */
function cpfWithCheckDigits(base) {
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** The path (and query) the page shows in the address bar. */
const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The header of the tab pages (role banner). */
const header = (page) => page.getByRole('banner');

/** The login/register pop-up. */
const authDialog = (page) => page.getByRole('dialog', { name: AUTH_DIALOG });

/** Waits for the pop-up and checks which of its two tabs is open. */
async function expectAuthDialog(page, tab) {
  const dialog = await visible(authDialog(page), `the "${AUTH_DIALOG}" pop-up`);
  await until(
    `the pop-up opens on its "${tab}" tab`,
    async () =>
      (await dialog.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')) ===
      'true',
  );
  return dialog;
}

/** The balance chip of the header, once it shows an amount; returns that amount as shown. */
async function balanceChip(page) {
  const chip = header(page).getByRole('button', { name: /^Saldo da carteira/ });
  await visible(chip, 'the balance chip in the header');
  const text = readable(await chip.innerText());
  const amount = text.match(/R\$ ?\d{1,3}(\.\d{3})*,\d{2}/)?.[0];
  assert(amount, `the balance chip shows an amount in reais (got "${text}")`);
  return amount;
}

/** The entry's module script in index.html (not the early-data chunk that runs ahead of it). */
function entryScript(html) {
  const entry = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)]
    .map((match) => match[1])
    .find((src) => !src.includes('/early-data-'));
  assert(entry, 'index.html has a module entry script');
  return entry;
}

/**
 * The JS and CSS files index.html asks for, for a path, beside the entry's: for the page the
 * file was prerendered for (scripts/prerenderPlugin.ts), the modulepreload and stylesheet tags the
 * build wrote in; for any other path, the route-preload script's list (it ends with its route list,
 * `[[pattern, files], ...]`, tried in order against the path).
 */
function preloadFiles(html, path) {
  const script = html.match(/<script id="route-preload">([\s\S]*?)<\/script>/)?.[1];
  assert(script, 'index.html has a <script id="route-preload">');
  const json = script.match(/\}\)\((\[[\s\S]*\]),location\.pathname\)$/)?.[1];
  assert(json, 'the route-preload script ends with its route list');
  const routes = JSON.parse(json);
  const listed = routes.find(([pattern]) => new RegExp(pattern).test(path))?.[1];
  if (listed) return listed;
  const tags = [
    ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)">/g),
  ];
  // The first stylesheet is the entry's own.
  return tags.map((match) => match[1]).filter((file, index) => index > 0 || file.endsWith('.js'));
}

/** The inline early-data script of index.html (scripts/earlyDataPlugin.ts). */
const earlyDataJourneys = [
  {
    // The early-data script of index.html asks for the home's first calls and the first banner's
    // picture while the entry is still loading; the app takes those responses.
    name: "Lobby: the home's first calls start before the app's code, and each is asked once",
    async run(t) {
      const html = await (await fetch(t.appUrl)).text();
      const entry = entryScript(html);
      const early = html.indexOf('<script id="early-data">');
      assert(early !== -1, 'index.html carries the early-data script');
      assert(early < html.indexOf(entry), 'the early-data script comes before the entry');
      const apiOrigin = new URL(t.apiBase).origin;
      const firstCalls = [
        '/api/business_config/v1/platformConfig',
        '/game/api/game/v1/front',
        '/api/banner/v1/list?bannerType=1&locationCode=home',
      ];

      const page = await t.newPage();
      const asked = new Map();
      const beforeEntry = new Set();
      let entryReleased = false;
      let pictureBeforeEntry = false;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'image' && url.search.includes('x-image-process')) {
          if (!entryReleased) pictureBeforeEntry = true;
          return;
        }
        if (url.origin !== apiOrigin || request.method() !== 'GET') return;
        const path = `${url.pathname}${url.search}`;
        asked.set(path, (asked.get(path) ?? 0) + 1);
        if (!entryReleased) beforeEntry.add(path);
      });
      // The entry is held back until the three calls (and the picture) have been asked for:
      // only a script that runs ahead of the app's code can ask for them meanwhile.
      await page.route(t.url(entry), async (route) => {
        await until(
          'the first calls and the first banner picture are asked for while the entry waits',
          () => firstCalls.every((path) => beforeEntry.has(path)) && pictureBeforeEntry,
        ).catch(() => undefined);
        entryReleased = true;
        await route.continue();
      });

      await page.goto(t.appUrl);
      await visible(
        page
          .getByRole('region', { name: 'Destaques' })
          .getByRole('img', { name: /^Destaque 1 de/ }),
        'the first banner',
      );
      await visible(page.getByRole('region', { name: 'Apostas ao vivo' }), 'the bet table');
      await page.waitForLoadState('networkidle');
      for (const path of firstCalls) {
        assert(beforeEntry.has(path), `${path} was asked for before the entry ran`);
        assert(asked.get(path) === 1, `${path} was asked once (got ${asked.get(path) ?? 0})`);
      }
      assert(pictureBeforeEntry, "the first banner's picture was asked for before the entry ran");
    },
  },
];

export const journeys = [
  {
    name: 'Lobby: a cold load of / shows the whole home page and the five tabs',
    async run(t) {
      const categories = (await apiData('/game/api/game/v1/front')).filter(
        (category) => category.gameList.length > 0,
      );
      assert(categories.length > 0, 'the mock world has home categories');
      const page = await t.open('/');

      // Header: a visitor gets Entrar and Cadastrar, no balance and no search (spec 2, 6).
      await visible(header(page).getByRole('button', { name: 'Entrar', exact: true }), 'Entrar');
      await visible(header(page).getByRole('button', { name: 'Cadastrar' }), 'Cadastrar');
      assert(
        (await header(page).getByRole('button', { name: 'Buscar jogos' }).count()) === 0,
        'a visitor has no search button',
      );

      // 1. Banner carousel: the first banner picture.
      const banners = page.getByRole('region', { name: 'Destaques' });
      await visible(banners.getByRole('img', { name: /^Destaque 1 de \d+$/ }), 'the first banner');

      // 2. Notice bar: the notices run in the bar, which links to /notice.
      const notices = page.getByRole('region', { name: 'Avisos' });
      await visible(notices.getByRole('link', { name: 'Ver todos os avisos' }), 'the notice bar');
      const firstNotice = readable(await notices.getByRole('listitem').first().textContent());
      assert(firstNotice.length > 0, 'the notice bar has a notice');
      await visible(
        notices.getByText(firstNotice).filter({ visible: true }),
        `the notice "${firstNotice}" in the bar`,
      );

      // 6. Category strip: one link per home category, in order, to its game list.
      const strip = page.getByRole('list', { name: 'Categorias de jogos' });
      await visible(strip.getByRole('link'), 'the category strip');
      const chips = (await strip.getByRole('link').allInnerTexts()).map(readable);
      const names = categories.map((category) => category.categoryName);
      assert(
        JSON.stringify(chips) === JSON.stringify(names),
        `the strip lists ${names.join(', ')} (got ${chips.join(', ')})`,
      );

      // 7. Game sections: the first category's section with all its game tiles.
      const [first] = categories;
      const section = page.getByRole('region', { name: first.categoryName, exact: true });
      const tiles = section.getByRole('button', { name: /^Jogar / });
      await visible(tiles, `game tiles in the "${first.categoryName}" section`);
      assert(
        (await tiles.count()) === first.gameList.length,
        `"${first.categoryName}" shows ${first.gameList.length} tiles (got ${await tiles.count()})`,
      );
      assert(
        readable(await tiles.first().innerText()) === first.gameList[0].gameName,
        `the first tile is ${first.gameList[0].gameName}`,
      );
      await visible(
        page.getByRole('region', { name: categories.at(-1).categoryName, exact: true }),
        `the last category section "${categories.at(-1).categoryName}"`,
      );

      // 10. The bet table, lower down: real rows with amounts in reais.
      const bets = page.getByRole('region', { name: 'Apostas ao vivo' });
      await bets.scrollIntoViewIfNeeded();
      await visible(bets.getByRole('tab', { name: 'Últimas apostas' }), 'the bet table tabs');
      const firstRow = bets.getByRole('row').nth(1);
      await until('the bet table shows a row with an amount in reais', async () =>
        /R\$\s?[\d.]+,\d{2}/.test(await firstRow.innerText().catch(() => '')),
      );

      // 11. Footer with the 18+ notice.
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await visible(footer.getByText('18+', { exact: true }), 'the 18+ badge in the footer');
      await visible(
        footer.getByText('Proibido para menores de 18 anos.'),
        'the age notice in the footer',
      );

      // The tab bar: the five tabs of spec 2, in order, Início current.
      const tabBar = page.getByRole('navigation', { name: 'Navegação principal' });
      const links = tabBar.getByRole('link');
      await visible(links, 'the tab bar');
      const labels = (await links.allInnerTexts()).map(readable);
      assert(
        JSON.stringify(labels) === JSON.stringify(TABS),
        `the tab bar links are ${TABS.join(', ')} (got ${labels.join(', ')})`,
      );
      for (const label of TABS) {
        await visible(tabBar.getByRole('link', { name: label, exact: true }), `the ${label} tab`);
      }
      assert(
        (await tabBar.getByRole('link', { name: 'Início' }).getAttribute('aria-current')) ===
          'page',
        'Início is the current tab',
      );
    },
  },
  {
    name: 'Lobby: the first load fetches the home screen with the entry, every file once',
    async run(t) {
      const html = await (await fetch(t.appUrl)).text();
      const entry = entryScript(html);
      const homeFiles = preloadFiles(html, '/');
      const homeJs = homeFiles.find((file) => /^\/assets\/Home-[\w-]+\.js$/.test(file));
      assert(homeJs, `the preload map lists /assets/Home-*.js for / (got ${homeFiles.join(', ')})`);

      const page = await t.newPage();
      const fetched = new Map();
      let homeRequested;
      const homeSeen = new Promise((resolve) => (homeRequested = resolve));
      page.on('request', (request) => {
        const { origin, pathname } = new URL(request.url());
        if (origin !== new URL(t.appUrl).origin) return;
        fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
        if (pathname === homeJs) homeRequested();
      });
      // The entry script is held back until the home chunk has been asked for: a chunk that
      // only the entry's code would request (after it arrived and ran) can never turn up here.
      let homeBeforeEntry = false;
      await page.route(t.url(entry), async (route) => {
        let timer;
        homeBeforeEntry = await Promise.race([
          homeSeen.then(() => true),
          new Promise((resolve) => (timer = setTimeout(resolve, UI_TIMEOUT_MS / 2, false))),
        ]);
        clearTimeout(timer);
        await route.continue();
      });

      await page.goto(t.appUrl);
      assert(homeBeforeEntry, `${homeJs} was requested while the entry ${entry} was still loading`);

      // The lobby is up (the lower sections too) and nothing is still loading.
      await visible(page.getByRole('heading', { name: 'Início', level: 1 }), 'the lobby heading');
      await visible(page.getByRole('region', { name: 'Apostas ao vivo' }), 'the bet table');
      await page.waitForLoadState('networkidle');

      const assets = [...fetched].filter(([path]) => /\.(js|css)$/.test(path));
      for (const file of [entry, ...homeFiles]) {
        assert(fetched.get(file) === 1, `${file} was fetched once (got ${fetched.get(file) ?? 0})`);
      }
      const twice = assets.filter(([, count]) => count > 1);
      assert(
        twice.length === 0,
        `no JS or CSS file is fetched twice (got ${twice.map(([f, n]) => `${f} x${n}`).join(', ')})`,
      );
    },
  },
  ...earlyDataJourneys,
  {
    name: 'Lobby: a visitor tapping a login-only destination gets the pop-up and stays put',
    async run(t) {
      const page = await t.open('/');
      const tabBar = page.getByRole('navigation', { name: 'Navegação principal' });

      // Spec 6: the deposit shortcut while logged out opens the login pop-up.
      await (await visible(tabBar.getByRole('link', { name: 'Depósito' }), 'Depósito')).tap();
      const dialog = await expectAuthDialog(page, 'Entrar');
      assert(pathOf(page) === '/', `the address stays / (got ${pathOf(page)})`);
      await dialog.getByRole('button', { name: 'Fechar' }).tap();
      await authDialog(page).waitFor({ state: 'hidden' });

      // Spec 2 route guard: a login-only route (/person) opens the register pop-up instead.
      await tabBar.getByRole('link', { name: 'Perfil' }).tap();
      await expectAuthDialog(page, 'Cadastrar');
      assert(pathOf(page) === '/', `the address stays / (got ${pathOf(page)})`);
      await visible(page.getByRole('heading', { name: 'Início', level: 1 }), 'the lobby behind');

      // A typed login-only address (/search, spec 6: search is for players) lands on / with
      // the register pop-up.
      const typed = await t.open('/search');
      await expectAuthDialog(typed, 'Cadastrar');
      await until('the typed /search lands on /', () => pathOf(typed) === '/');
    },
  },
  {
    name: "Lobby: the phone's back button closes the pop-up, then leaves the page",
    async run(t) {
      const page = await t.open('/gameList?categoryId=101');
      // The player came from another page: going back past the pop-up must land there.
      await page.goto(t.url('/'));
      await (
        await visible(header(page).getByRole('button', { name: 'Entrar', exact: true }), 'Entrar')
      ).tap();
      await expectAuthDialog(page, 'Entrar');

      // Back closes the pop-up and the player stays on the lobby.
      await page.goBack();
      await authDialog(page).waitFor({ state: 'hidden' });
      assert(pathOf(page) === '/', `the address stays / (got ${pathOf(page)})`);
      await visible(page.getByRole('heading', { name: 'Início', level: 1 }), 'the lobby');

      // A pop-up closed by its own button leaves no extra entry: the next back leaves the page.
      await header(page).getByRole('button', { name: 'Entrar', exact: true }).tap();
      const dialog = await expectAuthDialog(page, 'Entrar');
      await dialog.getByRole('button', { name: 'Fechar' }).tap();
      await authDialog(page).waitFor({ state: 'hidden' });
      // The pop-up takes its history entry off right after it closes (a person's next back press
      // comes far later than this script's would).
      await until("the pop-up's history entry is gone", () =>
        page.evaluate(() => history.state?.vitrineModal === undefined),
      );
      await page.goBack();
      await until(
        'back now leaves the lobby for the game list',
        () => pathOf(page) === '/gameList?categoryId=101',
      );
    },
  },
  {
    name: 'Lobby: /u/ABC123 lands on / with ABC123 as the register invite code',
    async run(t) {
      const page = await t.open('/u/ABC123');
      await until('the referral link lands on /', () => pathOf(page) === '/');
      await visible(page.getByRole('heading', { name: 'Início', level: 1 }), 'the lobby');
      await header(page).getByRole('button', { name: 'Cadastrar' }).tap();
      const dialog = await expectAuthDialog(page, 'Cadastrar');
      const invite = dialog.getByRole('textbox', { name: 'Código de convite (opcional)' });
      await visible(invite, 'the invite code field');
      const value = await invite.inputValue();
      assert(value === 'ABC123', `the invite code is pre-filled with ABC123 (got "${value}")`);
    },
  },
  {
    name: 'Lobby: a new player registers, the demo player logs in, both see their balance',
    async run(t) {
      const page = await t.open('/');
      await (
        await visible(header(page).getByRole('button', { name: 'Cadastrar' }), 'Cadastrar')
      ).tap();
      const form = await expectAuthDialog(page, 'Cadastrar');
      await form.getByRole('textbox', { name: 'Celular' }).fill(NEW_PHONE);
      await form.getByRole('button', { name: 'Enviar código' }).tap();
      await visible(form.getByText(/^Enviamos o código para \+55/), 'the SMS sent note');
      await form.getByRole('textbox', { name: 'Código por SMS' }).fill(SMS_CODE);
      await form.getByLabel('Senha', { exact: true }).fill('Vitrine2026');
      await form.getByRole('textbox', { name: 'CPF' }).fill(cpfWithCheckDigits('408196275'));
      await form.getByRole('checkbox', { name: /^Tenho 18 anos ou mais/ }).check();
      await form.getByRole('button', { name: 'Criar conta' }).tap();

      await authDialog(page).waitFor({ state: 'hidden' });
      const fresh = await balanceChip(page);
      assert(fresh === 'R$ 0,00', `a new player's balance chip shows R$ 0,00 (got "${fresh}")`);
      await visible(header(page).getByRole('button', { name: 'Buscar jogos' }), 'search');

      // Another device: the demo player logs in with phone and password.
      const other = await t.open('/');
      await (
        await visible(header(other).getByRole('button', { name: 'Entrar', exact: true }), 'Entrar')
      ).tap();
      const login = await expectAuthDialog(other, 'Entrar');
      await login.getByRole('textbox', { name: 'Celular' }).fill(DEMO.phone);
      await login.getByLabel('Senha', { exact: true }).fill(DEMO.password);
      await login.getByRole('button', { name: 'Entrar', exact: true }).tap();
      await authDialog(other).waitFor({ state: 'hidden' });
      const demo = await balanceChip(other);
      assert(demo === DEMO.balance, `the demo player's chip shows ${DEMO.balance} (got "${demo}")`);
    },
  },
  {
    name: 'Lobby: a category leads to its game list; a cold game page shows the game',
    async run(t) {
      const categories = (await apiData('/game/api/game/v1/categoryAndVendor')).categories;
      const slots = categories.find((category) => category.categoryName === 'Slots');
      assert(slots, 'the mock world has a Slots category');

      const page = await t.open('/');
      const strip = page.getByRole('list', { name: 'Categorias de jogos' });
      await (await visible(strip.getByRole('link', { name: 'Slots' }), 'the Slots chip')).tap();
      await until(
        'the address is /gameList?categoryId=…',
        () => pathOf(page) === `/gameList?categoryId=${slots.categoryId}`,
      );
      await visible(page.getByRole('heading', { name: 'Slots', level: 1 }), 'the Slots heading');
      const list = page.getByRole('region', { name: 'Lista de jogos' });
      const tiles = list.getByRole('button', { name: /^Jogar / });
      await visible(tiles, 'game tiles in the list');
      const firstPage = await apiData(
        `/game/api/game/v1/page?pageNum=1&pageSize=1&categoryId=${slots.categoryId}`,
      );
      const firstName = firstPage.list[0].gameName;
      assert(
        readable(await tiles.first().innerText()) === firstName,
        `the list starts with ${firstName}`,
      );
      await visible(
        page.getByText(`${firstPage.total} jogos`, { exact: true }),
        `the count "${firstPage.total} jogos"`,
      );

      // A cold load of a game page: the last game of the last category, deep in the catalogue.
      const last = categories.at(-1);
      const { total } = await apiData(
        `/game/api/game/v1/page?pageNum=1&pageSize=1&categoryId=${last.categoryId}`,
      );
      const [game] = (
        await apiData(
          `/game/api/game/v1/page?pageNum=${total}&pageSize=1&categoryId=${last.categoryId}`,
        )
      ).list;
      const detail = await t.open(`/gameDetail/${game.id}`);
      await visible(
        detail.getByRole('heading', { name: game.gameName, exact: true }),
        `the heading "${game.gameName}" on /gameDetail/${game.id}`,
      );
      await visible(
        detail.getByRole('link', { name: last.categoryName, exact: true }),
        `the category link "${last.categoryName}"`,
      );
      await visible(detail.getByRole('button', { name: 'Jogar', exact: true }), 'Jogar');
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));

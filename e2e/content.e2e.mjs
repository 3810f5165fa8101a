#!/usr/bin/env node
// Server HTML and the customer service on the production build against the mock API (stack and
// runner: ./harness.mjs). The hostile article is the mock world's XSS corpus (mocks/data/xss.ts,
// the 'xss-articles' scenario): every payload calls the global spy `__vitrineXss` if it ever runs,
// some call alert too. `node e2e/content.e2e.mjs` runs these alone; `npm run test:e2e -- Artigos`
// or `-- Atendimento` picks them from the whole suite.
import { assert, isMain, readable, runJourneys, until, visible } from './harness.mjs';

/** The spy every payload of the corpus calls when it runs (mocks/data/xss.ts XSS_SPY). */
const XSS_SPY = '__vitrineXss';
/** The chat of the 'service-url' scenario (mocks/handlers/system.ts SERVICE_CHAT_URL). */
const SERVICE_CHAT_URL = 'https://atendimento.vitrine.example/chat';

/** POST /__mock/scenario/{name}: the scenario applies to the world now. */
async function applyScenario(t, name) {
  const response = await fetch(`${t.apiBase}/__mock/scenario/${name}`, { method: 'POST' });
  assert(response.ok, `switching to the ${name} scenario answered ${response.status}`);
}

/** The path (and query) the page shows in the address bar. */
const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * A page that records every way hostile HTML could show itself: the spy (installed before any
 * of the app's code runs), dialogs (alert, confirm, prompt: dismissed and counted), navigations
 * of the page itself, new tabs, and frames.
 */
async function watchedPage(t) {
  const page = await t.newPage();
  const watch = { hits: [], dialogs: [], navigations: [], popups: [] };
  // The spy reports to this process, so a hit counts even if the page then navigates away.
  await page.exposeFunction('__vitrineXssReport', (id) => watch.hits.push(String(id)));
  await page.addInitScript((spy) => {
    window[spy] = (id) => window.__vitrineXssReport(id);
  }, XSS_SPY);
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watch.navigations.push(frame.url());
  });
  page.on('popup', (popup) => watch.popups.push(popup.url()));
  return { page, watch };
}

/** Fails if anything hostile showed itself: a payload ran, a dialog, a navigation, a tab. */
function assertNothingRan(watch, path) {
  assert(
    watch.hits.length === 0,
    `no payload ran (the spy was called by ${watch.hits.join(', ')})`,
  );
  assert(watch.dialogs.length === 0, `no dialog opened (got ${watch.dialogs.join('; ')})`);
  assert(watch.popups.length === 0, `no tab opened (got ${watch.popups.join(', ')})`);
  assert(
    watch.navigations.length === 1 && new URL(watch.navigations[0]).pathname === path,
    `the page never navigated (went to ${watch.navigations.join(' -> ')})`,
  );
}

export const journeys = [
  {
    name: 'Artigos: an article with hostile HTML shows its text and runs none of it',
    async run(t) {
      await applyScenario(t, 'xss-articles');
      const { page, watch } = await watchedPage(t);
      await page.goto(t.url('/article?key=promo-rules'));

      const article = page.getByRole('article', { name: 'Regras gerais das promoções' });
      const heading = article.getByRole('heading', { level: 2, name: 'Regras da promoção' });
      await until(
        'the article renders (or something hostile shows itself)',
        async () =>
          (await heading.isVisible().catch(() => false)) ||
          watch.hits.length + watch.dialogs.length + watch.popups.length > 0 ||
          watch.navigations.length > 1,
      );
      // Broken pictures, autofocus, toggles and meta refreshes act within moments of rendering.
      await page.waitForTimeout(1500);
      assertNothingRan(watch, '/article');
      assert(page.frames().length === 1, `no frame was created (${page.frames().length} frames)`);

      await visible(heading, 'the rules heading inside the article');
      await visible(article.getByText('Rollover de 3x'), 'the rules text');
      await visible(article.getByRole('link', { name: 'jogos de slots' }), 'the safe in-app link');

      // What is left of the HTML in the page: text, allow-listed tags, app-path links only.
      const left = await article.evaluate((node) => {
        const html = node.querySelector(':scope > div');
        const dangerous = html.querySelectorAll(
          'script, iframe, object, embed, form, input, button, base, meta, link, style, svg, math, noscript, template, video, audio, img',
        );
        const attributes = [...html.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes].map(
            ({ name, value }) => `${element.localName}[${name}=${value}]`,
          ),
        );
        return {
          dangerous: [...dangerous].map((element) => element.localName),
          handlers: attributes.filter((text) => /\[on/i.test(text)),
          schemes: attributes.filter((text) => /=\s*(javascript|data|vbscript):/i.test(text)),
          hrefs: [...html.querySelectorAll('a')].map((link) => link.getAttribute('href')),
        };
      });
      assert(left.dangerous.length === 0, `no active element is left (${left.dangerous})`);
      assert(left.handlers.length === 0, `no event handler is left (${left.handlers})`);
      assert(left.schemes.length === 0, `no dangerous URL is left (${left.schemes})`);
      assert(
        left.hrefs.every((href) => /^\/[^/\\]/.test(href)),
        `every link left is an app path (${left.hrefs.join(', ')})`,
      );
      assert(
        readable(await article.innerText()).includes('Saiba mais') &&
          (await article.getByRole('link', { name: 'Saiba mais' }).count()) === 0,
        'the javascript: link kept its words and is no longer a link',
      );

      // The safe link moves the app through its router: no new document is loaded.
      await page.evaluate(() => (window.__sameDocument = true));
      await article.getByRole('link', { name: 'jogos de slots' }).tap();
      await until(
        'the tap opens the slots list',
        () => pathOf(page) === '/gameList?categoryId=103',
      );
      await visible(page.getByRole('heading', { level: 1, name: 'Slots' }), 'the Slots list');
      assert(
        await page.evaluate(() => window.__sameDocument === true),
        'the app navigated in place (the page did not reload)',
      );
      assert(watch.hits.length === 0, `still no payload ran (got ${watch.hits.join(', ')})`);
    },
  },
  {
    name: 'Artigos: the list opens an article by its key, and Back returns to the list',
    async run(t) {
      const page = await t.open('/article');
      const list = page.getByRole('region', { name: 'Lista de artigos' });
      await (
        await visible(list.getByRole('link', { name: 'Termos de uso' }), 'the terms row')
      ).tap();
      await until('the address names the article', () => pathOf(page) === '/article?key=terms');
      await visible(
        page.getByRole('heading', { level: 1, name: 'Termos de uso' }),
        'the article title',
      );
      await visible(page.getByText('Cada pessoa pode ter uma única conta'), 'the article text');
      await page.getByRole('button', { name: 'Voltar' }).tap();
      await until('Back returns to the list', () => pathOf(page) === '/article');
      await visible(list.getByRole('link', { name: 'Sobre nós' }), 'the list again');
    },
  },
  {
    name: 'Atendimento: without a chat address the page says the service is unavailable',
    async run(t) {
      await applyScenario(t, 'no-service-url');
      const page = await t.open('/service');
      await visible(page.getByText('Atendimento indisponível'), '"Atendimento indisponível"');
      await visible(page.getByRole('link', { name: 'Voltar ao início' }), 'the way home');
      assert(page.frames().length === 1, 'no chat frame');
    },
  },
  {
    name: 'Atendimento: the demo chat answers in its frame on /service',
    async run(t) {
      const page = await t.open('/service');
      const frame = page.getByTitle('Chat do atendimento ao cliente');
      await visible(frame, 'the chat frame');
      assert(
        (await frame.getAttribute('src')) === `${t.apiBase}/demo-provider/chat/index.html`,
        'the mock world serves its demo chat',
      );
      const chat = page.frameLocator('iframe[title="Chat do atendimento ao cliente"]');
      await visible(chat.getByRole('log'), 'the conversation');
      await chat.getByRole('textbox').fill('Como faço um saque?');
      await chat.getByRole('button', { name: 'Enviar' }).tap();
      // The agent's answer (not the question echoed back): where a withdrawal goes.
      await visible(
        chat.getByRole('log').getByText(/^O saque vai para uma chave Pix no seu próprio CPF\./),
        'the agent’s reply about withdrawals',
      );
    },
  },
  {
    name: 'Atendimento: the header button opens the chat in a sandboxed frame under the header',
    async run(t) {
      await applyScenario(t, 'service-url');
      const page = await t.open('/');
      const button = page.getByRole('banner').getByRole('button', {
        name: 'Atendimento ao cliente',
      });
      await (await visible(button, 'the header service button')).tap();
      await until('the button opens /service', () => pathOf(page) === '/service');

      const frame = page.getByTitle('Chat do atendimento ao cliente');
      await visible(frame, 'the chat frame');
      assert((await frame.getAttribute('src')) === SERVICE_CHAT_URL, 'the frame shows the chat');
      assert(
        (await frame.getAttribute('sandbox')) ===
          'allow-scripts allow-same-origin allow-forms allow-popups',
        'the frame is sandboxed',
      );
      const newTab = page.getByRole('link', { name: 'Abrir em nova aba' });
      assert((await newTab.getAttribute('target')) === '_blank', 'the fallback opens a new tab');
      assert(
        (await newTab.getAttribute('rel')) === 'noopener noreferrer',
        'the new tab gets no opener and no referrer',
      );
      const box = await frame.boundingBox();
      assert(
        box && Math.round(box.y + box.height) === 812,
        `the frame reaches the bottom of the screen (ends at ${box && box.y + box.height})`,
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));

#!/usr/bin/env node
// The VIP club (/viprule, /viprule/level) and invite friends (/invite) on the production build
// against the mock API (stack and runner: ./harness.mjs): the demo player's level and progress,
// the level carousel moved with its buttons and a swipe (swiper, whose code and stylesheet load
// only with the VIP route), one level's detail; copying the invite link and opening the share
// pop-up. `node e2e/vip.e2e.mjs` runs these alone; `npm run test:e2e -- VIP` picks them.
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

const INVITE_LINK = 'https://vitrine.example/u/VTR7K2';
/** An Android phone (spec 3 app type 3): the share pop-up offers SMS too (spec 5). */
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * The demo player logs in from the header of / and the pop-up closes. They already ticked
 * "Não mostrar novamente hoje" on today's notice pop-ups (they open on login and on app start
 * with a session, over whatever page is open; the lobby journeys cover them).
 */
async function logInDemoPlayer(t, options) {
  const page = await t.newPage(options);
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, t);
  return page;
}

/** Whether any stylesheet of the page has swiper's own rules (`.swiper-wrapper`). */
const hasSwiperCss = (page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('.swiper-wrapper'));
      } catch {
        return false;
      }
    }),
  );

const carousel = (page) => page.getByRole('region', { name: 'Níveis do clube' });

/** The polite line under the cards ("VIP 3 · 4 de 11"). */
const positionText = async (page) =>
  readable(
    await carousel(page)
      .getByText(/ · \d+ de \d+$/)
      .innerText(),
  );

async function expectShown(page, expected, what) {
  await until(`${what}: the carousel shows "${expected}"`, async () => {
    if ((await positionText(page)) !== expected) return false;
    // The card in view is the one slide left reachable, and it sits inside the carousel's box.
    const name = expected.split(' · ')[0];
    const slide = carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
    if ((await slide.count()) !== 1) return false;
    const label = await slide.getAttribute('aria-label');
    const box = await slide.boundingBox();
    const frame = await carousel(page).locator('.swiper').boundingBox();
    return (
      label?.startsWith(`${name}, `) &&
      box !== null &&
      frame !== null &&
      Math.abs(box.x + box.width / 2 - (frame.x + frame.width / 2)) < 2
    );
  });
}

export const journeys = [
  {
    name: 'VIP: the demo player sees their level and progress and moves the level carousel with its buttons and a swipe',
    async run(t) {
      const page = await logInDemoPlayer(t);
      assert(!(await hasSwiperCss(page)), 'the home loads no swiper stylesheet');

      await page.goto(t.url('/viprule'));
      await visible(page.getByRole('heading', { name: 'Clube VIP', level: 1 }), 'the VIP page');
      const standing = page.getByRole('region', { name: 'Seu nível' });
      await until('the standing shows VIP 3 on the way to VIP 4', async () => {
        const text = readable(await standing.innerText());
        return text.includes('VIP 3') && text.includes('Próximo nível: VIP 4');
      });
      const bet = standing.getByRole('progressbar', { name: 'Apostas para o VIP 4' });
      assert(
        (await bet.getAttribute('aria-valuenow')) === '54',
        'the bet bar is at 54 % (R$ 27.450,80 of R$ 50.000,00)',
      );
      assert(
        readable(await standing.innerText()).includes(
          'Faltam R$ 22.549,20 em apostas e R$ 1.800,00 em depósitos para o VIP 4.',
        ),
        'the standing says what is missing',
      );

      await visible(carousel(page), 'the level carousel');
      assert(await hasSwiperCss(page), "swiper's stylesheet came with the VIP route");
      await expectShown(page, 'VIP 3 · 4 de 11', 'on arrival (the player’s own card)');

      const next = carousel(page).getByRole('button', { name: 'Próximo nível' });
      const prev = carousel(page).getByRole('button', { name: 'Nível anterior' });
      await next.tap();
      await expectShown(page, 'VIP 4 · 5 de 11', 'after "Próximo nível"');
      await prev.tap();
      await prev.tap();
      await expectShown(page, 'VIP 2 · 3 de 11', 'after "Nível anterior" twice');

      // A finger's swipe to the left brings the next card.
      const frame = await carousel(page).locator('.swiper').boundingBox();
      assert(frame, 'the carousel has a box');
      const y = frame.y + frame.height / 2;
      await page.mouse.move(frame.x + frame.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(frame.x + frame.width * 0.2, y, { steps: 12 });
      await page.mouse.up();
      await expectShown(page, 'VIP 3 · 4 de 11', 'after a swipe to the left');

      await next.tap();
      await expectShown(page, 'VIP 4 · 5 de 11', 'after "Próximo nível" again');
      await carousel(page).getByRole('link', { name: 'Ver benefícios do VIP 4' }).tap();
      await visible(page.getByRole('heading', { name: 'VIP 4', level: 1 }), 'the VIP 4 page');
      await until(
        'the address is /viprule/level?level=4',
        () => pathOf(page) === '/viprule/level?level=4',
      );
      await visible(
        page.getByRole('region', { name: 'Seu progresso até o VIP 4' }),
        'the progress towards VIP 4',
      );
    },
  },
  {
    name: 'VIP/Convidar: the player copies the invite link and opens the share pop-up',
    async run(t) {
      const page = await logInDemoPlayer(t, {
        userAgent: ANDROID_UA,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await page.goto(t.url('/invite'));
      await visible(
        page.getByRole('heading', { name: 'Convidar amigos', level: 1 }),
        'the invite page',
      );
      const card = page.getByRole('region', { name: 'Seu link de convite' });
      await visible(card.getByText(INVITE_LINK, { exact: true }), 'the invite link');

      await card.getByRole('button', { name: 'Copiar link' }).tap();
      await visible(
        page.getByRole('region', { name: 'Notificações' }).getByText('Link de convite copiado'),
        'the "Link de convite copiado" toast',
      );
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert(copied === INVITE_LINK, `the clipboard holds the link (got "${copied}")`);

      await card.getByRole('button', { name: 'Compartilhar' }).tap();
      const dialog = await visible(
        page.getByRole('dialog', { name: 'Convidar amigos' }),
        'the share pop-up',
      );
      const targets = await dialog
        .getByRole('region', { name: 'Compartilhar por' })
        .getByRole('link')
        .allInnerTexts();
      assert(
        targets.map(readable).join(',') === 'WhatsApp,Telegram,Facebook,X (Twitter),Instagram,SMS',
        `the six targets on an Android phone (got ${targets.join(', ')})`,
      );
      const whatsapp = await dialog
        .getByRole('link', { name: 'WhatsApp (abre em outra aba)' })
        .getAttribute('href');
      assert(
        new URL(whatsapp ?? '').searchParams.get('text')?.endsWith(INVITE_LINK),
        'the WhatsApp link carries the invite link',
      );
      // The phone's back button closes the pop-up and leaves the player on the page.
      await page.goBack();
      await page.getByRole('dialog', { name: 'Convidar amigos' }).waitFor({ state: 'hidden' });
      assert(pathOf(page) === '/invite', `still on /invite (got ${pathOf(page)})`);

      const friends = page.getByRole('region', { name: 'Seus convidados' });
      await until('the invited friends are listed', async () =>
        readable(await friends.innerText()).includes('23 convidados'),
      );
      assert(
        (await friends.getByRole('listitem').count()) >= 10,
        'at least the first page of friends',
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));

#!/usr/bin/env node
// The LGPD consent banner and the ad pixels behind it on the production build against the mock API
// (stack and runner: ./harness.mjs). The providers' official script addresses are answered by a
// local stand-in (page.route) that records that it ran; what the app hands each provider is read
// from the provider's own queue (fbq, ttq, kwaiq, dataLayer), which the stand-in, unlike the real
// script, leaves in place. Every provider request is counted from the first navigation. `node
// e2e/consent.e2e.mjs` runs these alone; `npm run test:e2e -- Consentimento` picks them.
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

/** The four providers' script hosts (src/tracking/adapters). */
const PROVIDER_HOSTS =
  /^https:\/\/(connect\.facebook\.net|analytics\.tiktok\.com|s1\.kwai\.net|www\.googletagmanager\.com)\//;

/** The mock channel's pixels (mocks/data/content.ts PIXEL_CONFIGS). */
const SCRIPTS = [
  'https://s1.kwai.net/kos/nlav11187/s/static/pixel/events.js?sdkid=290011223344556677&lib=kwaiq',
  'https://connect.facebook.net/en_US/fbevents.js',
  'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CVTRN01TIKTOK0000001&lib=ttq',
  'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
];
const KWAI_ID = '290011223344556677';
const TIKTOK_ID = 'CVTRN01TIKTOK0000001';

/** The stand-in provider script: records that it ran (by its own address), nothing else. */
const FAKE_SCRIPT =
  '(window.__pixelLoads = window.__pixelLoads || []).push(document.currentScript.src);';

const SMS_CODE = '123456';
/** A phone no account of the mock world has (the lobby journey registers 21990001234). */
const NEW_PHONE = '31990005678';

/** A CPF with valid check digits, from its first nine digits. */
function cpfWithCheckDigits(base) {
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/**
 * A page whose provider scripts are stood in for, and the list of every provider request it
 * makes. `consent`: the choice stored before the first load ('ask': none, the banner shows).
 */
async function pixelPage(t, consent) {
  const page = await t.newPage({ consent });
  await snoozeTodaysNotices(page);
  const requests = [];
  page.on('request', (request) => {
    if (PROVIDER_HOSTS.test(request.url())) requests.push(request.url());
  });
  await page.route(PROVIDER_HOSTS, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: FAKE_SCRIPT }),
  );
  return { page, requests };
}

/** What the page handed each provider: event name and parameters, per provider. */
function sentEvents(page) {
  return page.evaluate(
    ([kwaiId, tiktokId]) => {
      const fbq = window.fbq?.queue ?? [];
      const google = (window.dataLayer ?? []).map((entry) => [...entry]);
      return {
        meta: fbq
          .filter((call) => String(call[0]).startsWith('trackSingle') && call[2] !== 'PageView')
          .map((call) => [call[2], call[3], call[4]?.eventID]),
        tiktok: [...(window.ttq?._i?.[tiktokId] ?? [])]
          .filter((call) => call[0] === 'track')
          .map((call) => [call[1], call[2]]),
        kwai: [...(window.kwaiq?._i?.[kwaiId] ?? [])]
          .filter((call) => call[0] === 'track')
          .map((call) => [call[1], call[2]]),
        google: google.filter((call) => call[0] === 'event').map((call) => [call[1], call[2]]),
        loads: window.__pixelLoads ?? [],
        metaConsent: fbq.filter((call) => call[0] === 'consent').map((call) => call[1]),
      };
    },
    [KWAI_ID, TIKTOK_ID],
  );
}

const names = (calls) => calls.map((call) => call[0]);
const brl50 = (params) => params?.value === 50 && params?.currency === 'BRL';

/** The banner, once the lazy shell piece has drawn it. */
const banner = (page) => page.getByRole('region', { name: 'Sua privacidade' });

export const journeys = [
  {
    name: 'Consentimento: nothing before the choice; accepted, a new player’s register, first deposit and deposit reach each pixel once in BRL',
    async run(t) {
      const { page, requests } = await pixelPage(t, 'ask');
      await page.goto(t.url('/'));
      const region = await visible(banner(page), 'the consent banner');
      assert(
        readable(await region.innerText()).includes('cookies de publicidade'),
        'the banner says what the cookies are for',
      );

      // Registering with the banner still up: the register event waits for the choice.
      await page.getByRole('banner').getByRole('button', { name: 'Cadastrar' }).tap();
      const form = await visible(
        page.getByRole('dialog', { name: 'Entrar ou cadastrar' }),
        'the register pop-up',
      );
      await form.getByRole('textbox', { name: 'Celular' }).fill(NEW_PHONE);
      await form.getByRole('button', { name: 'Enviar código' }).tap();
      await visible(form.getByText(/^Enviamos o código para \+55/), 'the SMS sent note');
      await form.getByRole('textbox', { name: 'Código por SMS' }).fill(SMS_CODE);
      await form.getByLabel('Senha', { exact: true }).fill('Vitrine2026');
      await form.getByRole('textbox', { name: 'CPF' }).fill(cpfWithCheckDigits('529982247'));
      await form.getByRole('checkbox', { name: /^Tenho 18 anos ou mais/ }).check();
      await form.getByRole('button', { name: 'Criar conta' }).tap();
      await form.waitFor({ state: 'hidden' });
      await visible(
        page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ }),
        'the new player’s balance chip',
      );
      // Anything on its way would have left by now.
      await page.waitForTimeout(1000);
      assert(requests.length === 0, `no provider request before consent (got ${requests})`);
      assert(
        await page.evaluate(() => !('fbq' in window) && !('ttq' in window) && !('gtag' in window)),
        'no provider global before consent',
      );

      await banner(page).getByRole('button', { name: 'Aceitar' }).tap();
      await banner(page).waitFor({ state: 'hidden' });
      await until('the four provider scripts ran', async () => {
        const { loads } = await sentEvents(page);
        return loads.length === 4;
      });
      const loaded = [...requests].sort();
      assert(
        JSON.stringify(loaded) === JSON.stringify([...SCRIPTS].sort()),
        `the providers' official scripts, once each (got ${loaded.join(', ')})`,
      );
      await until('the waiting register event reached every pixel', async () => {
        const sent = await sentEvents(page);
        return sent.meta.length === 1 && sent.google.length === 1;
      });
      let sent = await sentEvents(page);
      assert(sent.meta[0][0] === 'CompleteRegistration', `Meta: ${JSON.stringify(sent.meta)}`);
      assert(sent.tiktok[0]?.[0] === 'CompleteRegistration', 'TikTok: CompleteRegistration');
      // The seed's promoteSet renames Kwai's register event.
      assert(sent.kwai[0]?.[0] === 'COMPLETE_REGISTRATION', 'Kwai: COMPLETE_REGISTRATION');
      assert(sent.google[0]?.[0] === 'sign_up', 'Google: sign_up');

      // The first deposit: R$ 50 by Pix, paid by the mock world 5 s later.
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Depósito' })
        .tap();
      await visible(page.getByRole('button', { name: 'Depositar com Pix' }), 'Depositar com Pix');
      await page.getByRole('textbox', { name: 'Valor' }).fill('50');
      await page.getByRole('button', { name: 'Depositar com Pix' }).tap();
      await visible(
        page.getByRole('dialog', { name: 'Depósito confirmado!' }),
        'the after-deposit pop-up',
        15_000,
      );
      await until('the deposit events reached every pixel', async () => {
        const now = await sentEvents(page);
        return now.google.length === 3;
      });
      sent = await sentEvents(page);
      const expected = {
        meta: ['CompleteRegistration', 'FirstDeposit', 'Purchase'],
        tiktok: ['CompleteRegistration', 'FirstDeposit', 'CompletePayment'],
        kwai: ['COMPLETE_REGISTRATION', 'EVENT_FIRST_DEPOSIT', 'EVENT_PURCHASE'],
        google: ['sign_up', 'first_deposit', 'purchase'],
      };
      for (const [provider, list] of Object.entries(expected)) {
        const got = names(sent[provider]);
        assert(
          JSON.stringify(got) === JSON.stringify(list),
          `${provider}: each event once (got ${JSON.stringify(got)})`,
        );
        assert(
          sent[provider].slice(1).every((call) => brl50(call[1])),
          `${provider}: the deposits carry value 50 and currency BRL (${JSON.stringify(sent[provider])})`,
        );
      }
      const purchase = sent.meta[2];
      assert(/^deposit:/.test(purchase[2]), `Meta gets the order as event id (got ${purchase[2]})`);

      // A reload sends none of them again (the ids are kept), the scripts load again.
      await page.reload();
      await until('the scripts ran again after the reload', async () => {
        const { loads } = await sentEvents(page);
        return loads.length === 4;
      });
      await page.waitForTimeout(1000);
      sent = await sentEvents(page);
      const again = [...sent.meta, ...sent.tiktok, ...sent.kwai, ...sent.google];
      assert(again.length === 0, `nothing is sent twice (got ${JSON.stringify(again)})`);
      assert((await banner(page).count()) === 0, 'the choice is kept: no banner');
    },
  },
  {
    name: 'Consentimento: refused on the banner, a login and a deposit make no provider request at all',
    async run(t) {
      const { page, requests } = await pixelPage(t, 'ask');
      await page.goto(t.url('/'));
      await (
        await visible(banner(page), 'the consent banner')
      )
        .getByRole('button', { name: 'Recusar' })
        .tap();
      await banner(page).waitFor({ state: 'hidden' });
      await logInFromHeader(page, t);
      await page.goto(t.url('/deposit'));
      await page.getByRole('textbox', { name: 'Valor' }).fill('20');
      await page.getByRole('button', { name: 'Depositar com Pix' }).tap();
      await visible(
        page.getByRole('dialog', { name: 'Depósito confirmado!' }),
        'the after-deposit pop-up',
        15_000,
      );
      await page.waitForTimeout(1000);
      assert(requests.length === 0, `no provider request at all (got ${requests})`);
      assert(
        await page.evaluate(() => !('fbq' in window) && !('dataLayer' in window)),
        'no provider global either',
      );
      assert((await banner(page).count()) === 0, 'the refusal is kept: no banner after reloads');
    },
  },
  {
    name: 'Consentimento: accepted, a login is sent once; withdrawn in /setting, nothing more is sent',
    async run(t) {
      const { page, requests } = await pixelPage(t, 'accepted');
      await logInFromHeader(page, t);
      await until('the login reached Meta and Google', async () => {
        const sent = await sentEvents(page);
        return sent.meta.length === 1 && sent.google.length === 1;
      });
      let sent = await sentEvents(page);
      assert(sent.meta[0][0] === 'Login' && sent.google[0][0] === 'login', 'Login / login');
      // TikTok and Kwai have no login event unless the operator names one.
      assert(sent.tiktok.length === 0 && sent.kwai.length === 0, 'no login at TikTok or Kwai');
      assert(requests.length === 4, `each script once (got ${requests.length})`);

      // /setting: "Privacidade e cookies", advertising off, saved.
      await page.goto(t.url('/setting'));
      const row = await visible(
        page.getByRole('button', { name: 'Privacidade e cookies Aceitos' }),
        'the privacy row',
      );
      await row.tap();
      const sheet = await visible(
        page.getByRole('dialog', { name: 'Privacidade e cookies' }),
        'the consent settings',
      );
      const ads = sheet.getByRole('switch', { name: 'Publicidade e medição' });
      assert((await ads.getAttribute('aria-checked')) === 'true', 'advertising starts on');
      await ads.tap();
      await sheet.getByRole('button', { name: 'Salvar escolha' }).tap();
      await sheet.waitFor({ state: 'hidden' });
      await visible(
        page.getByRole('button', { name: 'Privacidade e cookies Recusados' }),
        'the row shows the refusal',
      );
      await until('Meta is told consent was revoked', async () =>
        (await sentEvents(page)).metaConsent.includes('revoke'),
      );
      // Scripts already in the page stay until it reloads; the next load asks for none.
      const before = requests.length;
      await page.reload();
      await visible(page.getByRole('heading', { level: 1, name: 'Configurações' }), '/setting');
      await page.waitForTimeout(1000);
      assert(requests.length === before, `no provider request after the refusal`);
      sent = await sentEvents(page);
      assert(sent.loads.length === 0, 'no provider script ran after the reload');
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));

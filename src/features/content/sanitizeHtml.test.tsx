/**
 * @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
 */
// JavaScript evaluation is on in this file only (happy-dom has it off by default): with it off,
// no payload could run whatever the sanitiser did, and "the spy stayed uncalled" would prove
// nothing. The first test below shows that in this DOM the raw payloads do run.
import { act, render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { XSS_ARTICLE_HTML, XSS_PAYLOADS, XSS_SPY } from '../../../mocks/data/xss';
import { resolveServerLink } from '../../lib/serverLink';
import { loadSanitizer } from './loadSanitizer';
import { SafeHtml } from './SafeHtml/SafeHtml';
import { ALLOWED_ATTR, ALLOWED_TAGS, pictureAllowed, sanitizeHtml } from './sanitizeHtml';

/*
 * happy-dom's `Node.prototype.nodeName` getter answers '' for every node
 * (https://github.com/capricorn86/happy-dom/issues/2182; browsers and jsdom answer the tag name).
 * DOMPurify >= 3.4.8 reads names through that getter, so under happy-dom it sees nameless elements,
 * drops allowed ones and skips some it should check. Before DOMPurify loads, the getter is made to
 * answer like a browser's: the subclass's own `nodeName`. Only this test DOM changes; the app runs
 * DOMPurify in real browsers (the stories and e2e run it in Chromium).
 */
vi.hoisted(() => {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (
        let proto = Object.getPrototypeOf(this) as object | null;
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto) as object | null
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
      }
      return base?.get?.call(this) as string;
    },
  });
});

/*
 * The other difference from a browser: happy-dom runs scripts inside documents made by
 * DOMParser, which a browser never does (HTML spec: such documents have scripting disabled).
 * DOMPurify works in such a document (it even moves copies of nodes around in it), so without
 * this the spy would fire inside the sanitiser's own inert document, which no player's browser
 * does. JavaScript is off while DOMPurify works, and only then; the page the sanitised HTML
 * lands in has it on, and that page is what the spy watches.
 */
type HappyWindow = Window & { happyDOM: { settings: { enableJavaScriptEvaluation: boolean } } };
const happySettings = (window as unknown as HappyWindow).happyDOM.settings;
const purify = DOMPurify.sanitize.bind(DOMPurify);
beforeAll(() => {
  vi.spyOn(DOMPurify, 'sanitize').mockImplementation(((...args: Parameters<typeof purify>) => {
    const was = happySettings.enableJavaScriptEvaluation;
    happySettings.enableJavaScriptEvaluation = false;
    try {
      return purify(...args);
    } finally {
      happySettings.enableJavaScriptEvaluation = was;
    }
  }) as typeof DOMPurify.sanitize);
});

type SpyWindow = Window & Record<string, unknown>;
const spyWindow = window as unknown as SpyWindow;

let spy: ReturnType<typeof vi.fn<(id: string) => void>>;
let alertSpy: ReturnType<typeof vi.fn<(message?: unknown) => void>>;
const originalAlert = window.alert;

beforeAll(async () => {
  // SafeHtml renders at once once the sanitiser has loaded (loadSanitizer.ts).
  await loadSanitizer();
});

beforeEach(() => {
  spy = vi.fn<(id: string) => void>();
  alertSpy = vi.fn<(message?: unknown) => void>();
  spyWindow[XSS_SPY] = spy;
  window.alert = alertSpy;
});

afterEach(() => {
  delete spyWindow[XSS_SPY];
  window.alert = originalAlert;
  document.body.innerHTML = '';
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Everything a player (or the page) could do to set off a handler that survived: each element
 * gets error, load, mouseover, focus, toggle and animation events and a click (a `javascript:`
 * link runs on click), then the event loop turns.
 */
async function provoke(root: Element): Promise<void> {
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const type of ['error', 'load', 'mouseover', 'focus', 'toggle', 'animationstart']) {
      element.dispatchEvent(new Event(type));
    }
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
  await tick();
}

/** SafeHtml in a router on a memory location, as a page shows it. */
function renderSafe(html: string) {
  const memory = memoryLocation({ path: '/article?key=x', record: true });
  const view = render(
    <Router hook={memory.hook}>
      <SafeHtml html={html} />
    </Router>,
  );
  return { ...view, memory };
}

const SET_BY_APP = ['target', 'rel', 'loading', 'decoding'];
// C0 controls and whitespace, which a URL parser drops inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020]/g;
const DANGEROUS_SCHEME = /^(?:javascript|data|vbscript|file|blob|about|filesystem):/i;

/**
 * What the rendered DOM may hold, whatever went in: allow-listed HTML elements only, allow-listed
 * attributes only (no `on*`), every link through the server-link allow-list (external ones in a
 * new tab without opener or referrer), every picture from https, no attribute value that starts
 * with a dangerous scheme, and no frame, form or script of any kind.
 */
function expectInert(container: Element): void {
  // The server's HTML is what is inside SafeHtml's own box.
  const root = container.firstElementChild;
  expect(root?.localName).toBe('div');
  const problems: string[] = [];
  for (const element of Array.from(root?.querySelectorAll('*') ?? [])) {
    const tag = element.localName;
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      problems.push(`<${tag}> in ${element.namespaceURI}`);
    }
    if (!ALLOWED_TAGS.includes(tag)) problems.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (!ALLOWED_ATTR.includes(name) && !SET_BY_APP.includes(name)) {
        problems.push(`${tag}[${name}="${value}"]`);
      }
      if (DANGEROUS_SCHEME.test(value.replace(IGNORED_IN_SCHEME, ''))) {
        problems.push(`${tag}[${name}="${value}"] (scheme)`);
      }
    }
    if (tag === 'a') {
      const link = resolveServerLink(element.getAttribute('href'));
      if (link.kind === 'none') problems.push(`a[href="${element.getAttribute('href')}"]`);
      if (link.kind === 'external') {
        if (element.getAttribute('target') !== '_blank') problems.push('external link not _blank');
        if (element.getAttribute('rel') !== 'noopener noreferrer') problems.push('external rel');
      }
    }
    if (tag === 'img' && !pictureAllowed(element.getAttribute('src') ?? '')) {
      problems.push(`img[src="${element.getAttribute('src')}"]`);
    }
  }
  expect(problems).toEqual([]);
}

describe('the XSS corpus (mocks/data/xss.ts)', () => {
  it('holds at least 20 payloads, each with its own id', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(XSS_PAYLOADS.map((p) => p.id)).size).toBe(XSS_PAYLOADS.length);
  });

  /*
   * The control: the same harness notices a payload that runs. Rendered raw (what a page
   * without the sanitiser would do with innerHTML) and provoked like below, these call the spy
   * in this DOM. The rest (script elements inserted by innerHTML, frames, meta, base, CSS) do
   * not run in happy-dom at all: for them the proof is the DOM check (expectInert) here and the
   * run in Chromium (ArticleDetail Hostile story, e2e/content.e2e.mjs).
   */
  const RUN_RAW_HERE = [
    'script-mixed-case',
    'img-onerror',
    'a-onclick',
    'p-onmouseover',
    'autofocus-onfocus',
    'details-ontoggle',
    'a-javascript',
    'a-javascript-entities',
    'a-javascript-tab',
    'a-javascript-colon',
    'svg-onload',
    'input-image',
  ];

  it.each(RUN_RAW_HERE)('%s runs when rendered raw (the harness sees it)', async (id) => {
    const payload = XSS_PAYLOADS.find((p) => p.id === id);
    const box = document.createElement('div');
    document.body.append(box);
    box.innerHTML = payload?.html ?? '';
    await provoke(box);
    expect(spy).toHaveBeenCalledWith(id);
  });
});

describe('SafeHtml and sanitizeHtml against the corpus', () => {
  it.each(XSS_PAYLOADS.map((p) => [p.id, p] as const))(
    '%s: nothing runs, nothing navigates, nothing dangerous stays',
    async (_id, payload) => {
      const before = window.location.href;
      const { container, memory } = renderSafe(payload.html);
      await act(tick);
      await act(() => provoke(container));
      expect(spy).not.toHaveBeenCalled();
      expect(alertSpy).not.toHaveBeenCalled();
      expect(window.location.href).toBe(before);
      // Only the in-app links of the corpus may move the router, and only to their own path.
      for (const path of memory.history ?? []) {
        expect(['/article?key=x', '/gameList?categoryId=103', '/promotion']).toContain(path);
      }
      expectInert(container);
    },
  );

  it('the whole hostile article: its text and safe link stay, no payload runs', async () => {
    const { container, getByRole, getByText, queryByRole, memory } = renderSafe(XSS_ARTICLE_HTML);
    await act(tick);
    expect(getByRole('heading', { level: 2, name: 'Regras da promoção' })).toBeTruthy();
    expect(getByText('Rollover de 3x')).toBeTruthy();
    // The javascript: links lost their href and kept their words.
    expect(container.textContent).toContain('Saiba mais');
    expect(container.textContent).toContain('Regulamento');
    expect(queryByRole('link', { name: 'Saiba mais' })).toBeNull();
    expect(queryByRole('link', { name: 'Regulamento' })).toBeNull();
    await act(() => provoke(container));
    expect(spy).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    expectInert(container);
    // The in-app link went through the router (the page itself did not move).
    expect(memory.history).toContain('/gameList?categoryId=103');
  });
});

describe('sanitizeHtml keeps what an article needs', () => {
  it('keeps text structure, drops style, class, id and unknown tags (their text stays)', () => {
    const clean = sanitizeHtml(
      '<h2 class="x" id="t">Título</h2><p style="color:red">Texto <strong>forte</strong>, <em>ênfase</em> e <u>sublinhado</u>.</p>' +
        '<section><font color="red">Sem tag</font></section><blockquote>Citação</blockquote>' +
        '<ol><li>um</li></ol><table><thead><tr><th colspan="2">Nível</th></tr></thead><tbody><tr><td rowspan="abc">1</td><td width="50%">2</td></tr></tbody></table>',
    );
    expect(clean).toBe(
      '<h2>Título</h2><p>Texto <strong>forte</strong>, <em>ênfase</em> e <u>sublinhado</u>.</p>' +
        'Sem tag<blockquote>Citação</blockquote>' +
        '<ol><li>um</li></ol><table><thead><tr><th colspan="2">Nível</th></tr></thead><tbody><tr><td>1</td><td width="50%">2</td></tr></tbody></table>',
    );
  });

  it('an external https link opens a new tab without opener or referrer', () => {
    expect(sanitizeHtml('<a href="https://www.gov.br/jogo" target="_self">Gov</a>')).toBe(
      '<a href="https://www.gov.br/jogo" target="_blank" rel="noopener noreferrer">Gov</a>',
    );
  });

  it('an app path stays a plain link', () => {
    expect(sanitizeHtml('<a href="/promotion" target="_blank" rel="opener">Promoções</a>')).toBe(
      '<a href="/promotion">Promoções</a>',
    );
  });

  it.each([
    ['mailto:', 'mailto:ajuda@vitrine.example'],
    ['tel:', 'tel:+5511999999999'],
    ['a fragment', '#regras'],
    ['a relative path', 'regras.html'],
    ['protocol-relative', '//phishing.example/'],
    ['credentials', 'https://user:pass@vitrine.example/'],
    ['an unknown scheme', 'intent://scan/#Intent;scheme=zxing;end'],
  ])('a link with %s stops being a link and keeps its text', (_what, href) => {
    expect(sanitizeHtml(`<p><a href="${href}">Fale conosco</a></p>`)).toBe('<p>Fale conosco</p>');
  });

  it('a tap on an app path navigates through the router, not the browser', async () => {
    const before = window.location.href;
    const { getByRole, memory } = renderSafe('<p><a href="/gameList?categoryId=103">Slots</a></p>');
    await act(tick);
    const link = getByRole('link', { name: 'Slots' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(memory.history?.at(-1)).toBe('/gameList?categoryId=103');
    expect(window.location.href).toBe(before);
  });

  it('pictures: https ones load lazily; http elsewhere, data:, relative and // ones are removed', () => {
    expect(
      sanitizeHtml(
        '<img src="https://img.vitrine.example/a.png" alt="Prêmio" width="300" height="x">' +
          '<img src="http://img.vitrine.example/b.png"><img src="data:image/png;base64,AAAA">' +
          '<img src="/uploads/c.png"><img src="//img.vitrine.example/d.png"><img>',
      ),
    ).toBe(
      '<img src="https://img.vitrine.example/a.png" alt="Prêmio" width="300" loading="lazy" decoding="async">',
    );
  });

  it("pictures from the API's own host may come over http (a local API)", () => {
    const html = '<img src="http://127.0.0.1:8787/img/banner.png" alt="Banner">';
    expect(sanitizeHtml(html)).toBe('');
    expect(sanitizeHtml(html, { apiOrigin: 'http://127.0.0.1:8787' })).toBe(
      '<img src="http://127.0.0.1:8787/img/banner.png" alt="Banner" loading="lazy" decoding="async">',
    );
  });

  it('is pure: the same input gives the same output; nothing in gives nothing out', () => {
    expect(sanitizeHtml(XSS_ARTICLE_HTML)).toBe(sanitizeHtml(XSS_ARTICLE_HTML));
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
    expect(sanitizeHtml('texto simples')).toBe('texto simples');
  });

  it('sanitising its own output changes nothing (no mutation on a second parse)', () => {
    for (const payload of XSS_PAYLOADS) {
      const once = sanitizeHtml(payload.html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

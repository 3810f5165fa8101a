import { describe, expect, it, vi } from 'vitest';
import { prerenderedPages } from '../src/app/prerender/pages';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../src/tracking/consent';
import { TOKEN_STORAGE_KEY } from '../src/state/session';
import { BOOT_KEYS, bootScript } from './prerenderPlugin';

/*
 * The boot script is a string the build writes into the prerendered page's <head>, where it
 * runs before the first paint with the page's own globals. Here it runs as that string, against
 * stand-ins for exactly the globals it reads: <html>'s dataset, the document's click listeners,
 * the address, localStorage and window.
 */

/** The lobby's page, as the build prerenders it (src/app/prerender/pages.ts). */
const lobby = (() => {
  const page = prerenderedPages.find((candidate) => candidate.path === '/');
  if (!page) throw new Error('the lobby is not a prerendered page');
  return page;
})();

type Listener = (event: FakeClick) => void;
type Registered = { type: string; listener: Listener; capture: boolean };

/** What the script's listener reads of a click: its target and the two calls it may make. */
type FakeClick = {
  target: unknown;
  preventDefault: () => void;
  stopPropagation: () => void;
};

/** An element as the script sees it: `closest('#root button')` answers the enclosing button. */
function element(name: string, button: object | null = null) {
  const self = {
    name,
    closest: (selector: string) => (selector === '#root button' ? (button ?? null) : null),
  };
  return self;
}

/** A button inside #root (its own `closest` answers itself) and a child of it. */
function rootButton(name: string) {
  const button: { name: string; closest: (selector: string) => unknown } = {
    name,
    closest: (selector) => (selector === '#root button' ? button : null),
  };
  return { button, label: element(`${name} label`, button) };
}

type BootOptions = {
  pathname?: string;
  search?: string;
  /** What localStorage holds; `'throws'`: every read throws (cookies blocked). */
  stored?: Record<string, string> | 'throws';
};

/** Runs the lobby page's boot script against stand-ins; returns what it left behind. */
function boot({ pathname = '/', search = '', stored = {} }: BootOptions = {}) {
  const dataset: Record<string, string> = {};
  const listeners: Registered[] = [];
  const document = {
    documentElement: { dataset },
    addEventListener: vi.fn((type: string, listener: Listener, capture?: boolean) => {
      listeners.push({ type, listener, capture: capture === true });
    }),
    // As in the DOM: a listener goes only when type, function and capture all match.
    removeEventListener: vi.fn((type: string, listener: Listener, capture?: boolean) => {
      const index = listeners.findIndex(
        (entry) =>
          entry.type === type &&
          entry.listener === listener &&
          entry.capture === (capture === true),
      );
      if (index !== -1) listeners.splice(index, 1);
    }),
  };
  const localStorage = {
    getItem: vi.fn((key: string) => {
      if (stored === 'throws') throw new Error('SecurityError: access to storage is denied');
      return stored[key] ?? null;
    }),
  };
  const win: { __vitrineTaps?: unknown[] & { stop: () => void } } = {};
  const code = bootScript(lobby.match);
  new Function('document', 'location', 'localStorage', 'window', code)(
    document,
    { pathname, search },
    localStorage,
    win,
  );

  /** A tap on `target`, through every click listener the script left on the document. */
  function click(target: unknown) {
    const event = { target, preventDefault: vi.fn(), stopPropagation: vi.fn() };
    for (const { type, listener } of [...listeners]) if (type === 'click') listener(event);
    return event;
  }
  return { dataset, listeners, document, localStorage, win, click };
}

const consent = (value: unknown) => ({ [BOOT_KEYS.consent]: JSON.stringify(value) });

describe('BOOT_KEYS', () => {
  it("are the app's own storage keys and consent version", () => {
    expect(BOOT_KEYS).toEqual({
      token: TOKEN_STORAGE_KEY,
      consent: CONSENT_STORAGE_KEY,
      consentVersion: CONSENT_VERSION,
    });
  });
});

describe('bootScript: which boot', () => {
  it('is for the lobby address, with or without a query', () => {
    expect(lobby.match.source).toBe(/^\/(?:\?.*)?$/.source);
  });

  it('hydrates the page for a visitor at the prerendered address', () => {
    expect(boot().dataset.boot).toBe('hydrate');
    // The installed app opens /?source=pwa: the same page.
    expect(boot({ search: '?source=pwa' }).dataset.boot).toBe('hydrate');
  });

  it('leaves a logged-in player (a stored session token) to the app', () => {
    const { dataset, localStorage } = boot({ stored: { [TOKEN_STORAGE_KEY]: 'mock-token-1' } });
    expect(dataset.boot).toBe('player');
    expect(localStorage.getItem).toHaveBeenCalledWith(TOKEN_STORAGE_KEY);
  });

  it('hides the prerendered lobby at any other address (one file served for every path)', () => {
    for (const pathname of ['/promotion', '/gameList', '/u/ABC123', '//', '/index.html']) {
      expect(boot({ pathname }).dataset.boot, pathname).toBe('render');
    }
    expect(boot({ pathname: '/promotion', search: '?tab=1' }).dataset.boot).toBe('render');
    // A stored session does not make another address the lobby.
    expect(
      boot({ pathname: '/promotion', stored: { [TOKEN_STORAGE_KEY]: 'mock-token-1' } }).dataset
        .boot,
    ).toBe('render');
  });

  it('takes storage that throws (cookies blocked) as empty: a visitor', () => {
    const { dataset } = boot({ stored: 'throws' });
    expect(dataset.boot).toBe('hydrate');
    expect(dataset.consent).toBeUndefined();
  });
});

describe('bootScript: the stored consent answer', () => {
  it('is kept for the current version with a yes or a no to advertising', () => {
    for (const advertising of [true, false]) {
      const stored = consent({ version: CONSENT_VERSION, advertising, decidedAt: 0 });
      expect(boot({ stored }).dataset.consent).toBe('kept');
    }
  });

  it('is kept at every address and for a player too (the banner is never drawn again)', () => {
    const stored = consent({ version: 1, advertising: false });
    expect(boot({ pathname: '/promotion', stored }).dataset.consent).toBe('kept');
    const player = { ...stored, [TOKEN_STORAGE_KEY]: 'mock-token-1' };
    expect(boot({ stored: player }).dataset.consent).toBe('kept');
  });

  it('is not kept without a current, well-formed answer (the banner asks)', () => {
    const answers: (Record<string, string> | undefined)[] = [
      undefined,
      consent({ version: 2, advertising: true }),
      consent({ version: 0, advertising: false }),
      consent({ version: '1', advertising: true }),
      consent({ version: 1 }),
      consent({ version: 1, advertising: 'false' }),
      consent({ version: 1, advertising: null }),
      consent(null),
      consent([]),
      consent(1),
      { [BOOT_KEYS.consent]: '{"version":1,' },
      { [BOOT_KEYS.consent]: '' },
    ];
    for (const stored of answers) {
      const { dataset } = boot({ stored });
      expect(dataset.consent, JSON.stringify(stored)).toBeUndefined();
      // A bad answer never stops the boot decision.
      expect(dataset.boot).toBe('hydrate');
    }
  });
});

describe('bootScript: taps before the app has taken the page over', () => {
  it('holds taps on #root buttons, once each, in tap order, and lets them go no further', () => {
    const { win, click, listeners } = boot();
    expect(listeners).toEqual([{ type: 'click', listener: expect.any(Function), capture: true }]);
    const enter = rootButton('Entrar');
    const refuse = rootButton('Recusar');

    const first = click(refuse.label);
    click(enter.button);
    click(refuse.button);
    click(enter.label);

    expect([...win.__vitrineTaps!]).toEqual([refuse.button, enter.button]);
    expect(first.preventDefault).toHaveBeenCalledTimes(1);
    expect(first.stopPropagation).toHaveBeenCalledTimes(1);
  });

  it('lets other taps through untouched: links, buttons outside #root, non-elements', () => {
    const { win, click } = boot();
    const targets = [
      element('a link in the tab bar'),
      element('a button outside #root'),
      { name: 'the document itself: no closest()' },
    ];
    for (const target of targets) {
      const event = click(target);
      expect(event.preventDefault).not.toHaveBeenCalled();
      expect(event.stopPropagation).not.toHaveBeenCalled();
    }
    expect([...win.__vitrineTaps!]).toEqual([]);
  });

  it('stop() removes the listener: later taps reach the page', () => {
    const { win, click, listeners, document } = boot();
    const enter = rootButton('Entrar');
    click(enter.button);
    win.__vitrineTaps!.stop();

    expect(document.removeEventListener).toHaveBeenCalledWith(
      'click',
      document.addEventListener.mock.calls[0]![1],
      true,
    );
    expect(listeners).toEqual([]);
    const later = click(rootButton('Cadastrar').button);
    expect(later.preventDefault).not.toHaveBeenCalled();
    expect([...win.__vitrineTaps!]).toEqual([enter.button]);
  });

  it('holds nothing for a player or at another address: the app draws those pages', () => {
    const cases: BootOptions[] = [
      { stored: { [TOKEN_STORAGE_KEY]: 'mock-token-1' } },
      { pathname: '/promotion' },
    ];
    for (const options of cases) {
      const { win, click, document } = boot(options);
      expect(document.addEventListener).not.toHaveBeenCalled();
      expect(win.__vitrineTaps).toBeUndefined();
      expect(click(rootButton('Entrar').button).preventDefault).not.toHaveBeenCalled();
    }
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from '../../../scripts/prerenderPlugin';
import { releaseEarlyTaps, type EarlyTaps } from './earlyTaps';
import { prerenderedPages } from './pages';

/*
 * A .ts file runs in the node project (vitest.config.ts): the docblock above gives it a DOM
 * (happy-dom) without the dom project's React setup files, which nothing here needs.
 */

/** A prerendered page's #root with three buttons; `pressed` lists, in order, what each got. */
function prerenderedRoot() {
  const root = document.createElement('div');
  root.id = 'root';
  const pressed: string[] = [];
  const buttons = ['Entrar', 'Cadastrar', 'Recusar'].map((name) => {
    const button = document.createElement('button');
    button.type = 'button';
    // A label inside, as the app's Button draws it: a tap may land on it.
    const label = document.createElement('span');
    label.textContent = name;
    button.append(label);
    // Where the app's own handler would be once hydrated.
    button.addEventListener('click', () => pressed.push(name));
    root.append(button);
    return button;
  });
  document.body.append(root);
  const [enter, register, refuse] = buttons as [
    HTMLButtonElement,
    HTMLButtonElement,
    HTMLButtonElement,
  ];
  return { root, enter, register, refuse, pressed };
}

/** What the boot script leaves in window.__vitrineTaps: the held buttons and its stop(). */
function heldTaps(...buttons: HTMLElement[]): EarlyTaps {
  return Object.assign([...buttons], { stop: vi.fn() });
}

beforeEach(() => {
  document.body.replaceChildren();
});
afterEach(() => {
  delete window.__vitrineTaps;
  delete document.documentElement.dataset.boot;
});

describe('releaseEarlyTaps', () => {
  it('replays the held taps in tap order, once each, and stops holding', () => {
    const { refuse, enter, pressed } = prerenderedRoot();
    const taps = heldTaps(refuse, enter);
    window.__vitrineTaps = taps;

    releaseEarlyTaps({ replay: true });

    expect(taps.stop).toHaveBeenCalledTimes(1);
    expect(pressed).toEqual(['Recusar', 'Entrar']);
    expect('__vitrineTaps' in window).toBe(false);
  });

  it('skips a held button that is no longer in the document', () => {
    const { enter, register, refuse, pressed } = prerenderedRoot();
    window.__vitrineTaps = heldTaps(enter, register, refuse);
    register.remove();

    releaseEarlyTaps({ replay: true });

    expect(pressed).toEqual(['Entrar', 'Recusar']);
  });

  it('with replay: false only stops holding: the page they were made on is going', () => {
    const { enter, pressed } = prerenderedRoot();
    const taps = heldTaps(enter);
    window.__vitrineTaps = taps;

    releaseEarlyTaps({ replay: false });

    expect(taps.stop).toHaveBeenCalledTimes(1);
    expect(pressed).toEqual([]);
    expect('__vitrineTaps' in window).toBe(false);
  });

  it('does nothing on a page without held taps (not prerendered, or already released)', () => {
    const { enter, pressed } = prerenderedRoot();
    const taps = heldTaps(enter);
    window.__vitrineTaps = taps;
    releaseEarlyTaps({ replay: true });
    // A second release (the global is gone) replays nothing again.
    expect(() => releaseEarlyTaps({ replay: true })).not.toThrow();
    expect(taps.stop).toHaveBeenCalledTimes(1);
    expect(pressed).toEqual(['Entrar']);

    const bare = {} as Window;
    expect(() => releaseEarlyTaps({ replay: true }, bare)).not.toThrow();
    expect('__vitrineTaps' in bare).toBe(false);
  });

  it('acts on the window it is given', () => {
    const { enter, pressed } = prerenderedRoot();
    const other = { __vitrineTaps: heldTaps(enter) } as unknown as Window;

    releaseEarlyTaps({ replay: true }, other);

    expect(pressed).toEqual(['Entrar']);
    expect('__vitrineTaps' in other).toBe(false);
  });
});

describe('the boot script and releaseEarlyTaps together', () => {
  const lobby = prerenderedPages.find((page) => page.path === '/');

  it('a tap held before hydration reaches the button once the app releases it', () => {
    expect(location.pathname).toBe('/');
    const { enter, refuse, pressed } = prerenderedRoot();
    const outside = document.createElement('button');
    const outsidePressed = vi.fn();
    outside.addEventListener('click', outsidePressed);
    document.body.append(outside);
    // The boot script as the build writes it into the lobby's <head>, run with this page's
    // globals (a visitor: nothing stored).
    new Function(bootScript(lobby!.match))();
    expect(document.documentElement.dataset.boot).toBe('hydrate');

    refuse.click();
    enter.querySelector('span')!.click();
    refuse.click();
    outside.click();
    expect(pressed).toEqual([]);
    expect(outsidePressed).toHaveBeenCalledTimes(1);

    releaseEarlyTaps({ replay: true });
    expect(pressed).toEqual(['Recusar', 'Entrar']);

    // The boot script's listener is gone: taps reach the page as they happen.
    enter.click();
    expect(pressed).toEqual(['Recusar', 'Entrar', 'Entrar']);
  });
});

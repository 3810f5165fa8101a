import { describe, expect, it, vi } from 'vitest';
import {
  afterPageSettled,
  pageShipsWorker,
  REGISTER_DELAY_MS,
  registerWorker,
  WORKER_URL,
  type WorkerEnv,
} from './registerWorker';

/** A Workbox stand-in that records what the page asked and lets the test fire its events. */
function fakeWorkbox() {
  const listeners: Record<string, (() => void)[]> = {};
  return {
    urls: [] as string[],
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    addEventListener(type: string, listener: () => void) {
      (listeners[type] ??= []).push(listener);
    },
    fire(type: string) {
      for (const listener of listeners[type] ?? []) listener();
    },
  };
}

function env(overrides: Partial<WorkerEnv> = {}) {
  const wb = fakeWorkbox();
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = 'visible';
  const reload = vi.fn();
  const full: WorkerEnv = {
    shipsWorker: true,
    supported: true,
    createWorkbox: (url) => {
      wb.urls.push(url);
      return wb;
    },
    reload,
    doc: doc as unknown as WorkerEnv['doc'],
    settled: (register) => {
      register();
      return () => {};
    },
    ...overrides,
  };
  return { wb, doc, reload, full };
}

describe('afterPageSettled (the precache never competes with the first screen)', () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const target = new EventTarget();
    const idle: (() => void)[] = [];
    return Object.assign(target, {
      document: { readyState },
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: () => {},
      idle,
    }) as unknown as Window & { idle: (() => void)[] };
  }

  it('waits for the load event, then the delay, then an idle moment', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow('interactive');
      const register = vi.fn();
      afterPageSettled(register, win);
      vi.advanceTimersByTime(REGISTER_DELAY_MS * 2);
      expect(register).not.toHaveBeenCalled(); // not loaded yet
      win.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(REGISTER_DELAY_MS - 1);
      expect(win.idle).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(register).not.toHaveBeenCalled(); // waiting for the browser to be idle
      win.idle.forEach((run) => run());
      expect(register).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the delay at once on a page that has already loaded, and can be cancelled', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow('complete');
      const register = vi.fn();
      const cancel = afterPageSettled(register, win);
      cancel();
      vi.advanceTimersByTime(REGISTER_DELAY_MS);
      expect(win.idle).toHaveLength(0);
      expect(register).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('registerWorker', () => {
  it('registers nothing before the page has settled', () => {
    const { wb, full } = env();
    let settle = () => {};
    registerWorker(() => {}, {
      ...full,
      settled: (register) => {
        settle = register;
        return () => {};
      },
    });
    expect(wb.register).not.toHaveBeenCalled();
    settle();
    expect(wb.register).toHaveBeenCalledOnce();
  });

  it('registers /sw.js when the build ships it and the browser supports it', () => {
    const { wb, full } = env();
    registerWorker(() => {}, full);
    expect(wb.urls).toEqual([WORKER_URL]);
    expect(wb.register).toHaveBeenCalledOnce();
  });

  it('does nothing in builds without the worker or browsers without service workers', () => {
    for (const overrides of [{ shipsWorker: false }, { supported: false }]) {
      const { wb, full } = env(overrides);
      registerWorker(() => {}, full);
      expect(wb.urls).toEqual([]);
    }
  });

  it('reports a waiting version and never reloads until the player accepts', () => {
    const { wb, reload, full } = env();
    const onWaiting = vi.fn();
    registerWorker(onWaiting, full);
    wb.fire('waiting');
    expect(onWaiting).toHaveBeenCalledOnce();
    // The new version taking control on its own (another tab accepted) does not reload this one.
    wb.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('accepting asks the waiting worker to take over, then reloads once it controls', () => {
    const { wb, reload, full } = env();
    let accept: (() => void) | undefined;
    registerWorker((fn) => (accept = fn), full);
    wb.fire('waiting');
    accept?.();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('looks for a new version when the app comes back to the foreground, until cleaned up', () => {
    const { wb, doc, full } = env();
    const stop = registerWorker(() => {}, full);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wb.update).toHaveBeenCalledOnce();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wb.update).toHaveBeenCalledOnce();
    stop();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wb.update).toHaveBeenCalledOnce();
  });

  it('survives a browser that refuses the registration', async () => {
    const { wb, full } = env();
    wb.register.mockRejectedValueOnce(new Error('SecurityError'));
    expect(() => registerWorker(() => {}, full)).not.toThrow();
    await Promise.resolve();
  });
});

describe('pageShipsWorker', () => {
  const docWith = (link: boolean) => ({
    querySelector: (selector: string) =>
      link && selector === 'link[rel="manifest"]' ? ({} as Element) : null,
  });

  it('is true only for a production page that links the manifest', () => {
    expect(pageShipsWorker(docWith(true), true)).toBe(true);
    expect(pageShipsWorker(docWith(false), true)).toBe(false);
    expect(pageShipsWorker(docWith(true), false)).toBe(false);
  });
});

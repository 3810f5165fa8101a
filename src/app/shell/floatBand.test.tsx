import { afterEach, describe, expect, it, vi } from 'vitest';
import { floatBand, watchFloatBand } from './floatBand';

/** Gives `el` a box (jsdom lays nothing out). */
function box(el: Element, top: number, height: number) {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + height,
    left: 300,
    right: 344,
    width: 44,
    height,
    x: 300,
    y: top,
    toJSON: () => ({}),
  });
}

function add(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.style.removeProperty('--float-band');
  vi.restoreAllMocks();
});

describe('floatBand', () => {
  it('is 0 without floats', () => {
    expect(floatBand()).toBe(0);
  });

  it('reaches from the tab bar to the highest part of any float (its timer pill included), plus a gap', () => {
    const holder = add(
      '<nav data-tab-bar></nav><button data-float><span class="pill"></span></button><button data-float></button>',
    );
    box(holder.querySelector('[data-tab-bar]')!, 756, 56);
    const [packet, top] = holder.querySelectorAll('[data-float]');
    box(packet!, 620, 52);
    box(packet!.querySelector('.pill')!, 600, 18);
    box(top!, 680, 44);
    expect(floatBand()).toBe(756 - 600 + 8);
  });

  it('counts from the screen bottom where the page has no tab bar', () => {
    const holder = add('<button data-float></button>');
    box(holder.querySelector('[data-float]')!, window.innerHeight - 60, 44);
    expect(floatBand()).toBe(60 + 8);
  });
});

describe('watchFloatBand', () => {
  it('sets --float-band when a float shows and removes it when the floats go', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const flush = () => frames.splice(0).forEach((cb) => cb(0));
    const stop = watchFloatBand();
    flush();
    expect(document.documentElement.style.getPropertyValue('--float-band')).toBe('');
    const holder = add('<button data-float></button>');
    box(holder.querySelector('[data-float]')!, window.innerHeight - 100, 44);
    await Promise.resolve();
    flush();
    expect(document.documentElement.style.getPropertyValue('--float-band')).toBe('108px');
    holder.remove();
    await Promise.resolve();
    flush();
    expect(document.documentElement.style.getPropertyValue('--float-band')).toBe('');
    stop();
  });
});

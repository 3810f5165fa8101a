import { describe, expect, it } from 'vitest';
import { applyMotion, effectiveMotion, initialMotion, isMachine } from './motion';

const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function fakeWindow({
  webdriver = false,
  userAgent = PERSON_UA,
  href = 'http://127.0.0.1:6006/iframe.html?id=ui-button--primary',
  reduce = false,
}: { webdriver?: boolean; userAgent?: string; href?: string; reduce?: boolean } = {}): Window {
  return {
    navigator: { webdriver, userAgent },
    location: { href },
    matchMedia: (query: string) => ({ matches: reduce && query.includes('reduce') }),
  } as unknown as Window;
}

describe('isMachine', () => {
  it('is false for a person in a browser', () => {
    expect(isMachine(fakeWindow())).toBe(false);
  });
  it("sees the test runner's Playwright browser (navigator.webdriver) from the first script", () => {
    expect(isMachine(fakeWindow({ webdriver: true }))).toBe(true);
  });
  it("sees the test runner's user agent mark", () => {
    expect(isMachine(fakeWindow({ userAgent: `${PERSON_UA} (StorybookTestRunner@0.24.5)` }))).toBe(
      true,
    );
  });
  it("sees Chromatic's capture browser by user agent or by ?chromatic=true", () => {
    expect(isMachine(fakeWindow({ userAgent: `${PERSON_UA} Chromatic` }))).toBe(true);
    expect(
      isMachine(fakeWindow({ href: 'https://x.chromatic.com/iframe.html?chromatic=true' })),
    ).toBe(true);
  });
});

describe('initialMotion and effectiveMotion', () => {
  it('starts on for a person, off for a machine or a person who prefers reduced motion', () => {
    expect(initialMotion(fakeWindow())).toBe('on');
    expect(initialMotion(fakeWindow({ webdriver: true }))).toBe('off');
    expect(initialMotion(fakeWindow({ reduce: true }))).toBe('off');
  });
  it('follows the toolbar for a person and is always off for a machine', () => {
    expect(effectiveMotion('on', false)).toBe('on');
    expect(effectiveMotion(undefined, false)).toBe('on');
    expect(effectiveMotion('off', false)).toBe('off');
    expect(effectiveMotion('on', true)).toBe('off');
    expect(effectiveMotion(undefined, true)).toBe('off');
  });
});

describe('applyMotion', () => {
  it('sets data-motion="off" and removes it again', () => {
    const doc = { documentElement: { dataset: {} as DOMStringMap } } as unknown as Document;
    applyMotion('off', doc);
    expect(doc.documentElement.dataset.motion).toBe('off');
    applyMotion('on', doc);
    expect(doc.documentElement.dataset.motion).toBeUndefined();
  });
});

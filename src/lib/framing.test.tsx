import { describe, expect, it } from 'vitest';
import { APP_GENERATOR, framedBySameOrigin, isAppDocument } from './framing';

function documentWith(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head></html>`,
    'text/html',
  );
}

describe('isAppDocument', () => {
  it('knows the app by its generator meta', () => {
    expect(isAppDocument(documentWith(`<meta name="generator" content="${APP_GENERATOR}">`))).toBe(
      true,
    );
  });

  it('takes any other page for what it is', () => {
    expect(isAppDocument(documentWith(''))).toBe(false);
    expect(isAppDocument(documentWith('<meta name="generator" content="WordPress 6">'))).toBe(
      false,
    );
  });
});

describe('framedBySameOrigin', () => {
  const origin = 'https://vitrine.example';
  const windowLike = (parent: unknown) => ({ parent, location: { origin } }) as unknown as Window;

  it('is false for a top-level window', () => {
    const top = { location: { origin } } as { parent?: unknown; location: { origin: string } };
    top.parent = top;
    expect(framedBySameOrigin(top as unknown as Window)).toBe(false);
  });

  it('is true inside a page of the same origin', () => {
    expect(framedBySameOrigin(windowLike({ location: { origin } }))).toBe(true);
  });

  it('is false inside another origin, readable or not', () => {
    expect(framedBySameOrigin(windowLike({ location: { origin: 'https://other.example' } }))).toBe(
      false,
    );
    const foreign = {
      get location(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(framedBySameOrigin(windowLike(foreign))).toBe(false);
  });
});

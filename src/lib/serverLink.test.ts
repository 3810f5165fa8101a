import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resolveServerLink, serverImage, serverLinkProps } from './serverLink';

describe('resolveServerLink', () => {
  it('keeps app paths, with their query, as internal', () => {
    expect(resolveServerLink('/viprule')).toEqual({ kind: 'internal', path: '/viprule' });
    expect(resolveServerLink('/activityDetail/4?id=3004')).toEqual({
      kind: 'internal',
      path: '/activityDetail/4?id=3004',
    });
    expect(resolveServerLink('  /promotion ')).toEqual({ kind: 'internal', path: '/promotion' });
  });

  it('opens safe http(s) addresses as external', () => {
    expect(resolveServerLink('https://t.me/vitrine_demo')).toEqual({
      kind: 'external',
      url: 'https://t.me/vitrine_demo',
    });
    expect(resolveServerLink('http://example.com/a?b=1')).toEqual({
      kind: 'external',
      url: 'http://example.com/a?b=1',
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['https://user:pass@bank.example'],
    ['java\tscript:alert(1)'],
    ['/path with space'],
    ['promotion'],
    ['#top'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('ignores %j', (raw) => {
    expect(resolveServerLink(raw)).toEqual({ kind: 'none' });
  });
});

function click(init: Partial<MouseEvent<HTMLAnchorElement>> = {}) {
  const event = {
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault: vi.fn(),
    ...init,
  };
  return event as unknown as MouseEvent<HTMLAnchorElement> & { preventDefault: () => void };
}

describe('serverLinkProps', () => {
  it('navigates in the app on a plain click of an internal link', () => {
    const navigate = vi.fn();
    const props = serverLinkProps({ kind: 'internal', path: '/viprule' }, navigate);
    expect(props?.href).toBe('/viprule');
    expect(props?.target).toBeUndefined();
    const event = click();
    props?.onClick?.(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/viprule');
  });

  it('leaves modified and non-primary clicks to the browser (new tab, context menu)', () => {
    const navigate = vi.fn();
    const props = serverLinkProps({ kind: 'internal', path: '/viprule' }, navigate);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = click(init);
      props?.onClick?.(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens external links in a new tab that cannot reach back', () => {
    const props = serverLinkProps({ kind: 'external', url: 'https://t.me/x' }, vi.fn());
    expect(props).toEqual({ href: 'https://t.me/x', target: '_blank', rel: 'noopener noreferrer' });
  });

  it('gives no link at all for an ignored one', () => {
    expect(serverLinkProps({ kind: 'none' }, vi.fn())).toBeNull();
  });
});

describe('serverImage', () => {
  it('asks the proxy for the display width, quality 85 and WebP', () => {
    expect(serverImage('https://cdn.example/banner.png', 750)).toBe(
      'https://cdn.example/banner.png?x-image-process=image/resize,w_750/quality,q_85/format,webp',
    );
  });

  it('leaves data: pictures untouched', () => {
    const data = 'data:image/svg+xml,%3Csvg%2F%3E';
    expect(serverImage(data, 750)).toBe(data);
  });
});

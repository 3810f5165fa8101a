import { describe, expect, it } from 'vitest';
import type { BusinessConfig } from '../../api/contract';
import { serviceTarget } from './serviceTarget';

const httpsPage = { protocol: 'https:', origin: 'https://vitrine.example' };
const httpPage = { protocol: 'http:', origin: 'http://127.0.0.1:4173' };
const config = (customerServiceUrl: string | undefined): BusinessConfig =>
  customerServiceUrl === undefined ? {} : { customerServiceUrl };

describe('serviceTarget', () => {
  it('frames a safe external https chat', () => {
    expect(serviceTarget(config('https://chat.example/v/1?lang=pt'), httpsPage)).toEqual({
      mode: 'frame',
      url: 'https://chat.example/v/1?lang=pt',
    });
  });

  it('opens a plain-http chat in a new tab from an https page (mixed content is blocked)', () => {
    expect(serviceTarget(config('http://chat.example/'), httpsPage)).toEqual({
      mode: 'newTab',
      url: 'http://chat.example/',
    });
    expect(serviceTarget(config('http://chat.example/'), httpPage).mode).toBe('frame');
  });

  it("never frames the app's own origin (the sandbox could be lifted from inside)", () => {
    expect(serviceTarget(config('https://vitrine.example/chat'), httpsPage).mode).toBe('newTab');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ["the seed's app path", '/service'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//chat.example/'],
    ['with credentials', 'https://user:pass@chat.example/'],
    ['with a space', 'https://chat.example/ x'],
  ])('is unavailable for a URL that is %s', (_what, url) => {
    expect(serviceTarget(config(url), httpsPage)).toEqual({ mode: 'none' });
  });

  it('is unavailable without a config', () => {
    expect(serviceTarget(undefined, httpsPage)).toEqual({ mode: 'none' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XSS_SPY } from '../../../mocks/data/xss';
import { messageExcerpt } from './messageText';

describe('messageExcerpt', () => {
  it('takes text as it is, spaces collapsed', () => {
    expect(messageExcerpt('  Seu depósito de R$ 100,00\nvia Pix foi confirmado. ')).toBe(
      'Seu depósito de R$ 100,00 via Pix foi confirmado.',
    );
    expect(messageExcerpt('')).toBe('');
  });

  it('reads HTML as text: blocks apart, inline runs together, entities decoded', () => {
    expect(
      messageExcerpt(
        '<p>Hoje às <strong>18h, 21h e 23h</strong>: abra o envelope.</p><p>R$&nbsp;88,00 &amp; mais</p><ul><li>Um</li><li>Dois</li></ul>',
      ),
    ).toBe('Hoje às 18h, 21h e 23h: abra o envelope. R$ 88,00 & mais Um Dois');
  });

  it('cuts a long text at the limit with an ellipsis', () => {
    const text = 'palavra '.repeat(40);
    const excerpt = messageExcerpt(text, 30);
    expect(excerpt).toHaveLength(30);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(messageExcerpt('curto', 30)).toBe('curto');
  });

  it('keeps markup the server escaped as the characters typed', () => {
    expect(messageExcerpt('<p>&lt;b&gt;negrito&lt;/b&gt;</p>')).toBe('<b>negrito</b>');
  });
});

describe('messageExcerpt on hostile HTML', () => {
  const page = window as unknown as Record<string, unknown>;
  beforeEach(() => {
    page[XSS_SPY] = vi.fn();
  });
  afterEach(() => {
    delete page[XSS_SPY];
  });

  // The whole corpus (mocks/data/xss.ts) runs in Chromium: the Notice Hostile story. happy-dom's
  // parser, unlike a browser's, tries to load frames and style sheets, so only what it keeps
  // inert is fed here.
  it('keeps only the text: no script, no handler runs, no code is shown', async () => {
    const excerpt = messageExcerpt(
      `<p>Regra<img src="data:," onerror="${XSS_SPY}('img')"></p><script>${XSS_SPY}('script')</script><style>p{}</style><a href="javascript:${XSS_SPY}('a')">link</a>`,
    );
    expect(excerpt).toBe('Regra link');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page[XSS_SPY]).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { htmlToParagraphs } from './plainText';

describe('htmlToParagraphs', () => {
  it('keeps the text of the rules as paragraphs, entities decoded', () => {
    expect(
      htmlToParagraphs(
        '<h2>Bônus de depósito</h2><p>Depósitos a partir de R$&nbsp;20,00 &amp; rollover de 3x.</p><p>Válido até 31/12/2026.</p>',
      ),
    ).toEqual([
      'Bônus de depósito',
      'Depósitos a partir de R$ 20,00 & rollover de 3x.',
      'Válido até 31/12/2026.',
    ]);
  });

  it('turns list items and line breaks into paragraphs', () => {
    expect(htmlToParagraphs('<ul><li>Um</li><li>Dois</li></ul>Três<br>Quatro')).toEqual([
      '• Um',
      '• Dois',
      'Três',
      'Quatro',
    ]);
  });

  it('never renders markup: tags, handlers and scripts are dropped, only text is kept', () => {
    const paragraphs = htmlToParagraphs(
      '<p>Regra<img src=x onerror="alert(1)"></p><script>alert(2)</script><style>p{}</style><a href="javascript:alert(3)">link</a>',
    );
    expect(paragraphs).toEqual(['Regra', 'link']);
    expect(paragraphs.join(' ')).not.toMatch(/alert|onerror|<|>/);
    // Markup the server escaped stays text, shown as typed.
    expect(htmlToParagraphs('<p>&lt;b&gt;negrito&lt;/b&gt;</p>')).toEqual(['<b>negrito</b>']);
  });

  it('splits text without tags on its line breaks', () => {
    expect(htmlToParagraphs('Linha 1\n\nLinha 2\n')).toEqual(['Linha 1', 'Linha 2']);
    expect(htmlToParagraphs('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { REGISTER_SUCCESS_TEMPLATE } from '../../../mocks/data/content';
import {
  fillRegisterNotice,
  REGISTER_GIFT_DEFAULT_AMOUNT,
  registerGiftAmount,
} from './registerNotice';

describe('fillRegisterNotice', () => {
  it("fills the mock world's template with the nickname and the amount", () => {
    expect(
      fillRegisterNotice(REGISTER_SUCCESS_TEMPLATE, { nickName: 'Mari', amount: 'R$\u00a010,00' }),
    ).toEqual({
      title: 'Cadastro concluído!',
      content:
        'Olá, Mari! Sua conta na Vitrine está pronta. Faça o primeiro depósito via Pix e ganhe R$\u00a010,00 de bônus.',
    });
  });

  it('puts the values into the HTML body as text, never as markup', () => {
    const filled = fillRegisterNotice(
      { title: 'Oi, {nickName}', content: '<p>Olá, <b>{nickName}</b>!</p>' },
      { nickName: `<img src=x onerror="alert('oi')">&`, amount: '' },
    );
    expect(filled.content).toBe(
      '<p>Olá, <b>&lt;img src=x onerror=&quot;alert(&#39;oi&#39;)&quot;&gt;&amp;</b>!</p>',
    );
    // The title is shown as text (React escapes it): it keeps the characters as they are.
    expect(filled.title).toBe(`Oi, <img src=x onerror="alert('oi')">&`);
  });

  it('fills every occurrence and leaves unknown placeholders as written', () => {
    expect(
      fillRegisterNotice(
        { title: '{amount} para {nickName}', content: '{nickName}, {nickName}: {outro}' },
        { nickName: 'Zé', amount: 'R$\u00a05,00' },
      ),
    ).toEqual({ title: 'R$\u00a05,00 para Zé', content: 'Zé, Zé: {outro}' });
  });
});

describe('registerGiftAmount', () => {
  it("is the gift's amount, or spec 9's default 10 when the server has none", () => {
    expect(registerGiftAmount({ enabled: true, giveAmount: 15, giveCount: 3 })).toBe(15);
    expect(registerGiftAmount({ enabled: true, giveAmount: 0, giveCount: 3 })).toBe(
      REGISTER_GIFT_DEFAULT_AMOUNT,
    );
    expect(registerGiftAmount(undefined)).toBe(10);
    expect(registerGiftAmount({ enabled: true, giveAmount: Number.NaN, giveCount: 3 })).toBe(10);
  });
});

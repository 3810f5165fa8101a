import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanNicknameInput,
  NICKNAME_MAX,
  NICKNAME_MIN,
  nicknameError,
  normalizeNickname,
} from './nickname';

describe('normalizeNickname', () => {
  it('composes accents, trims and makes every run of spaces one plain space', () => {
    expect(normalizeNickname('  Jo\u0303o \u00a0 Pedro  ')).toBe('J\u00f5o Pedro');
    expect(normalizeNickname('Carla\u2003Souza')).toBe('Carla Souza');
  });
});

describe('cleanNicknameInput', () => {
  it('drops the spaces saving would drop, keeping one after a word so typing goes on', () => {
    expect(cleanNicknameInput('  Carlão  da   Sorte ')).toBe('Carlão da Sorte ');
    expect(cleanNicknameInput('Ana\u00a0\u00a0Lu')).toBe('Ana Lu');
    expect(cleanNicknameInput('Zé ')).toBe('Zé ');
  });

  it('never changes what saving makes of the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'ã', ' ', '\u00a0', '\u2003', '.') }),
        (raw) => {
          expect(normalizeNickname(cleanNicknameInput(raw))).toBe(normalizeNickname(raw));
        },
      ),
    );
  });
});

describe('nicknameError', () => {
  it('accepts names as Brazilian players write them', () => {
    for (const name of ['Carlão', 'Zé', 'Conceição', 'maria_88', 'João P.', 'ana-luiza', 'Ñandú']) {
      expect(nicknameError(name), name).toBeNull();
    }
  });

  it('asks for a nickname when nothing (or only spaces) is typed', () => {
    expect(nicknameError('')).toBe('Informe um apelido.');
    expect(nicknameError('   ')).toBe('Informe um apelido.');
  });

  it('names the character it refuses', () => {
    expect(nicknameError('Carl😀')).toBe(
      'O caractere "😀" não é permitido. Use letras, números, espaço, ponto, hífen ou sublinhado.',
    );
    expect(nicknameError('a<b>')).toMatch(/^O caractere "<" não é permitido/);
    expect(nicknameError('R$ rei')).toMatch(/^O caractere "\$" não é permitido/);
  });

  it('says so when the refused character cannot be seen', () => {
    expect(nicknameError('Ana\u200bLu')).toBe(
      'O apelido tem um caractere invisível ou de controle. Apague e digite de novo.',
    );
    expect(nicknameError('Ana\tLu')).toMatch(/invisível/);
  });

  it('checks the length in characters after normalising (2 to 16)', () => {
    expect(nicknameError('A')).toBe('O apelido precisa ter pelo menos 2 caracteres.');
    expect(nicknameError(' A ')).toBe('O apelido precisa ter pelo menos 2 caracteres.');
    expect(nicknameError('Ab')).toBeNull();
    expect(nicknameError('a'.repeat(16))).toBeNull();
    expect(nicknameError('a'.repeat(17))).toBe('O apelido pode ter no máximo 16 caracteres.');
    // 16 accented letters typed decomposed (32 code points) are 16 once composed.
    expect(nicknameError('a\u0303'.repeat(16))).toBeNull();
  });

  it('wants a letter, so a nickname cannot pass for a player number', () => {
    expect(nicknameError('55328714')).toBe(
      'O apelido precisa ter pelo menos uma letra, para não ser confundido com um número de jogador.',
    );
    expect(nicknameError('__..')).toMatch(/pelo menos uma letra/);
  });

  it('accepts exactly what the mock world accepts on length, for any allowed text', () => {
    const allowedChar = fc.constantFrom(...'abcçãéZ09 ._-'.split(''));
    fc.assert(
      fc.property(
        fc.array(allowedChar, { maxLength: 24 }).map((a) => a.join('')),
        (raw) => {
          const name = normalizeNickname(raw);
          const length = [...name].length;
          const error = nicknameError(raw);
          if (length >= NICKNAME_MIN && length <= NICKNAME_MAX && /\p{L}/u.test(name)) {
            expect(error).toBeNull();
          } else {
            expect(error).not.toBeNull();
          }
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarInitials, avatarTone } from './initials';

// fast-check builds its table of code points on the first 'binary' string: about 1 s of one-time
// work on a quiet machine, which on a busy one took the first property past vitest's 5 s (a red
// CI). Done here with its own budget, so each property's time is the property's.
beforeAll(() => {
  fc.sample(fc.string({ unit: 'binary' }), 1);
}, 30_000);

describe('avatarInitials', () => {
  it.each([
    ['Ana Paula Souza', 'AS'],
    ['joão', 'J'],
    ['Érica Löw', 'ÉL'],
    ['joao_silva', 'JS'],
    ['maria.oliveira', 'MO'],
    ['  carlos   ', 'C'],
    ['jogador123', 'J'],
    ['777', '7'],
    ['', ''],
    ['---', ''],
  ])('%s -> %s', (name, expected) => {
    expect(avatarInitials(name)).toBe(expected);
  });

  it('never gives more than two letters, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        // Two code points, each of which may upper-case to two (ß -> SS).
        expect(Array.from(avatarInitials(name)).length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('avatarTone', () => {
  it('is the same for the same name, ignoring case and outer spaces', () => {
    expect(avatarTone('Ana Souza')).toBe(avatarTone(' ana souza '));
  });

  it('is always a valid tone index', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const tone = avatarTone(name);
        expect(Number.isInteger(tone) && tone >= 0 && tone < AVATAR_TONES).toBe(true);
      }),
    );
  });

  it('spreads names over every tone', () => {
    const names = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor'];
    const tones = new Set(names.map(avatarTone));
    expect(tones.size).toBeGreaterThanOrEqual(4);
  });
});

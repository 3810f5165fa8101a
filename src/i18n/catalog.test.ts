import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ptBR as firstLoad } from './pt-BR';

// pt-BR in full: the first-load catalog plus every area module, lazy ones included.
const areas = import.meta.glob<Record<string, Record<string, string>>>('./messages/*.ts', {
  eager: true,
});
const ptBR: Record<string, string> = Object.assign(
  { ...firstLoad },
  ...Object.values(areas).flatMap((module) => Object.values(module)),
);

// Other areas keep adding pt-BR keys; these tests name every gap in English so a missing or
// broken translation fails with a list to fix rather than a wrong label on screen.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('English catalog parity with pt-BR', () => {
  it('has exactly the pt-BR keys', () => {
    const ptKeys = new Set(Object.keys(ptBR));
    const enKeys = new Set(Object.keys(en));
    const missing = [...ptKeys].filter((key) => !enKeys.has(key));
    const extra = [...enKeys].filter((key) => !ptKeys.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('uses the same {placeholders} as pt-BR in every message', () => {
    const wrong = Object.entries(ptBR)
      .filter(([key]) => key in en)
      .map(([key, pt]) => ({
        key,
        ptBR: placeholders(pt),
        en: placeholders((en as Record<string, string>)[key] ?? ''),
      }))
      .filter((entry) => entry.ptBR.join() !== entry.en.join());
    expect(wrong).toEqual([]);
  });

  it('has no empty message in either language', () => {
    const empty = [
      ...Object.entries(ptBR).map(([key, text]) => ['pt-BR', key, text] as const),
      ...Object.entries(en).map(([key, text]) => ['en', key, text] as const),
    ]
      .filter(([, , text]) => text.trim() === '')
      .map(([lang, key]) => `${lang}: ${key}`);
    expect(empty).toEqual([]);
  });
});

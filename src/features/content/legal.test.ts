import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, legalHref } from './legal';

describe('legal documents', () => {
  it('are the terms, the privacy policy and responsible gaming, each an /article address', () => {
    expect(LEGAL_DOCUMENTS.map(legalHref)).toEqual([
      '/article?key=terms',
      '/article?key=privacy',
      '/article?key=responsible',
    ]);
  });
});

/**
 * The documents a player must be able to reach from every page and before accepting them:
 * terms of use, privacy policy and responsible gaming. They are back-office articles (spec 7
 * "article/{key}"), read by key on /article. CHOICE: the keys the seed and the usual back office
 * give them; an operator whose back office names them otherwise changes them here.
 */
export const LEGAL_ARTICLES = {
  terms: 'terms',
  privacy: 'privacy',
  responsible: 'responsible',
} as const;

export type LegalDocument = keyof typeof LEGAL_ARTICLES;

/** In the order players expect them in a footer. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = ['terms', 'privacy', 'responsible'];

/** The address of one article: `/article?key=terms` (the /article page's `key` query). */
export function articleHref(key: string): string {
  return `/article?${new URLSearchParams({ key }).toString()}`;
}

/** The /article address of a legal document. */
export const legalHref = (document: LegalDocument): string => articleHref(LEGAL_ARTICLES[document]);

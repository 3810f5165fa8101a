// The public face of features/content for other features (eslint.config.js): server HTML is
// shown only through SafeHtml. Nothing here imports DOMPurify statically: the sanitiser loads
// through loadSanitizer's dynamic import, so importing this index never adds it to a chunk.
export { SafeHtml } from './SafeHtml/SafeHtml';
export { ArticleBody, ArticleBodySkeleton, ArticleTextSkeleton } from './ArticleBody/ArticleBody';
export { loadSanitizer, preloadSanitizer, type Sanitize } from './loadSanitizer';
export type { SanitizeOptions } from './sanitizeHtml';
export {
  articleHref,
  legalHref,
  LEGAL_ARTICLES,
  LEGAL_DOCUMENTS,
  type LegalDocument,
} from './legal';

/**
 * CHOICE: the privacy policy is the back office's article with key `privacy` (the mock world
 * has it: mocks/data/content.ts), shown at /article?key=privacy (spec 2 /article).
 */
export const PRIVACY_ARTICLE_HREF = '/article?key=privacy';

/**
 * The /article page's URL query (spec 2 lists /article without parameters; spec 7 has "article
 * list (type) and article/{key}"). CHOICE:
 * - `?key=<key>` shows one article (GET article/{key});
 * - otherwise the list, of one type with `?type=<n>` (a positive whole number), else of every
 *   type (the call without `type`).
 * `key` wins when both are given.
 */
export type ArticleQuery =
  | { view: 'detail'; key: string }
  /** A `key` that cannot be an article key: shown as "not found" without asking the server. */
  | { view: 'invalid' }
  | { view: 'list'; type?: number };

/**
 * CHOICE: article keys are slugs or ids (`terms`, `how-to-deposit`, `706`). Anything else
 * (slashes, dots, spaces, 65+ characters) is refused before it becomes part of the API path
 * (`article/{key}`): the path is encoded, but `..` survives encoding and `list` is the list.
 */
const ARTICLE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isArticleKey(key: string): boolean {
  return ARTICLE_KEY.test(key) && key !== 'list';
}

export function parseArticleQuery(search: string): ArticleQuery {
  const params = new URLSearchParams(search);
  const key = params.get('key');
  if (key !== null)
    return isArticleKey(key.trim()) ? { view: 'detail', key: key.trim() } : { view: 'invalid' };
  const type = params.get('type')?.trim() ?? '';
  const n = /^\d{1,9}$/.test(type) ? Number(type) : 0;
  return n > 0 ? { view: 'list', type: n } : { view: 'list' };
}

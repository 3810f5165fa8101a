import { describe, expect, it } from 'vitest';
import { articleHref } from '../../features/content';
import { parseArticleQuery } from './articleQuery';

describe('parseArticleQuery (/article CHOICE: ?key= one article, else the list of ?type=)', () => {
  it('reads a key as one article, a key winning over a type', () => {
    expect(parseArticleQuery('key=terms')).toEqual({ view: 'detail', key: 'terms' });
    expect(parseArticleQuery('?type=2&key=how-to-deposit')).toEqual({
      view: 'detail',
      key: 'how-to-deposit',
    });
    expect(parseArticleQuery('key=706')).toEqual({ view: 'detail', key: '706' });
  });

  it.each(['', '..', '../member/v2/info', 'list', 'a b', 'a/b', '-x', 'x'.repeat(65)])(
    'refuses the key %j before it reaches the API path',
    (key) => {
      expect(parseArticleQuery(`key=${encodeURIComponent(key)}`)).toEqual({ view: 'invalid' });
    },
  );

  it('reads a positive type; anything else lists every type', () => {
    expect(parseArticleQuery('type=2')).toEqual({ view: 'list', type: 2 });
    expect(parseArticleQuery('')).toEqual({ view: 'list' });
    for (const type of ['0', '-1', '2.5', 'abc', '1e3', '9999999999']) {
      expect(parseArticleQuery(`type=${type}`)).toEqual({ view: 'list' });
    }
  });

  it('reads back the address of one article that the app builds', () => {
    expect(articleHref('how-to-deposit')).toBe('/article?key=how-to-deposit');
    expect(parseArticleQuery(articleHref('terms').split('?')[1]!)).toEqual({
      view: 'detail',
      key: 'terms',
    });
  });
});

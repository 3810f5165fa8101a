import { describe, expect, it } from 'vitest';
import type { Activity, Article } from '../../api/contract';
import {
  ACTIVITY_TABS,
  articleHref,
  categorySearch,
  hubEntries,
  parseCategory,
  participationBadge,
} from './activityHub';

const activity = (id: number, category = 3): Activity => ({
  id,
  type: 100 + id,
  category,
  loginShow: 1,
  activityLang: { title: `Atividade ${id}`, bannerPicUrl: `banner-${id}` },
  participationStatus: 0,
  iconImg: '',
  abbreviation: '',
});

const article = (id: number): Article => ({
  id,
  key: `a-${id}`,
  type: 3,
  title: `Artigo ${id}`,
  logo: '',
  bannerPicUrl: '',
});

const keys = (entries: ReturnType<typeof hubEntries>) => entries.map((entry) => entry.key);

describe('activity page tabs (spec 2 "Activity page")', () => {
  it('shows categories 1, 2, 4, 3 in that order', () => {
    expect(ACTIVITY_TABS).toEqual([1, 2, 4, 3]);
  });

  it('reads the tab from the address, the first tab for anything else', () => {
    expect(parseCategory('')).toBe(1);
    expect(parseCategory('category=2')).toBe(2);
    expect(parseCategory('?category=4')).toBe(4);
    expect(parseCategory('category=3&x=1')).toBe(3);
    // Category 6 holds the four-step card, not a tab; junk falls back too.
    for (const junk of ['category=6', 'category=0', 'category=abc', 'category=2.5', 'category=']) {
      expect(parseCategory(junk)).toBe(1);
    }
  });

  it('writes the tab into the address, none for the first tab', () => {
    expect(categorySearch(1)).toBe('');
    for (const tab of [2, 4, 3] as const) expect(parseCategory(categorySearch(tab))).toBe(tab);
  });
});

describe('participation badge (contract CHOICE 0 none, 1 reward, 2 in progress, 3 finished)', () => {
  it('names statuses 1 to 3 and nothing else', () => {
    expect(participationBadge(1)).toBe('reward');
    expect(participationBadge(2)).toBe('progress');
    expect(participationBadge(3)).toBe('finished');
    expect(participationBadge(0)).toBeNull();
    expect(participationBadge(7)).toBeNull();
  });
});

describe('articles merged into category 3 (spec 2)', () => {
  it('go right after the 3rd activity', () => {
    const entries = hubEntries(
      3,
      [1, 2, 3, 4, 5].map((id) => activity(id)),
      [article(9), article(8)],
    );
    expect(keys(entries)).toEqual([
      'activity:1',
      'activity:2',
      'activity:3',
      'article:9',
      'article:8',
      'activity:4',
      'activity:5',
    ]);
  });

  it('go last when the category has fewer than 3 activities, alone when it has none', () => {
    expect(keys(hubEntries(3, [activity(1), activity(2)], [article(9)]))).toEqual([
      'activity:1',
      'activity:2',
      'article:9',
    ]);
    expect(keys(hubEntries(3, [], [article(9)]))).toEqual(['article:9']);
  });

  it('never show in the other tabs', () => {
    for (const tab of [1, 2, 4] as const) {
      expect(keys(hubEntries(tab, [activity(1, tab)], [article(9)]))).toEqual(['activity:1']);
    }
  });

  it('open /activityArticle with their id', () => {
    expect(articleHref(article(711))).toBe('/activityArticle?id=711');
  });
});

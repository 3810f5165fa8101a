import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoginOnly, pathOf, showsTabBar } from './routeRules';

describe('route rules (spec 2)', () => {
  it('marks the login-only routes of spec 2', () => {
    for (const path of ['/person', '/person/edit', '/wallet', '/deposit', '/withdraw', '/search']) {
      expect(isLoginOnly(path)).toBe(true);
    }
    for (const path of ['/', '/activity', '/promotion', '/gameList', '/gameDetail/3', '/article']) {
      expect(isLoginOnly(path)).toBe(false);
    }
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(isLoginOnly('/wallet?tab=2')).toBe(true);
    expect(isLoginOnly('/deposit/#top')).toBe(true);
    expect(pathOf('/gameList?categoryId=1')).toBe('/gameList');
    expect(pathOf('')).toBe('/');
  });

  it('shows the tab bar on home, promotion, activity and person only', () => {
    expect(['/', '/promotion', '/activity', '/person'].every(showsTabBar)).toBe(true);
    expect(['/deposit', '/gameList', '/wallet', '/search'].some(showsTabBar)).toBe(false);
  });

  it('never throws and always yields a path starting with a slash for slash input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const path = pathOf(`/${s}`);
        expect(path.startsWith('/')).toBe(true);
        expect(typeof isLoginOnly(s)).toBe('boolean');
      }),
    );
  });
});

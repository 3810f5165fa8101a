import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoginOnly, pathOf, routeFor, showsTabBar } from './routeRules';
import { routes, unbuiltLoginOnlyPaths } from './routes';

/** Spec 2 "Routes (login-required marked)", word for word. */
const SPEC_LOGIN_ONLY = new Set([
  '/person',
  '/person/edit',
  '/search',
  '/wallet',
  '/exchange',
  '/tradelist',
  '/tradedetail',
  '/orderlist',
  '/setting',
  '/exchangeCode',
  '/changePassword',
  '/codeauth',
  '/notice',
  '/deposit',
  '/withdraw',
]);

/** Login-only rows spec 2's table does not have (each a CHOICE, said in routes.ts). */
const CHOICE_LOGIN_ONLY = new Set(['/invite']);

/** Spec 2: the bar shows only on the home, promotion, activity and person tabs. */
const SPEC_TAB_BAR = new Set(['/', '/promotion', '/activity', '/person']);

/** A concrete location for a row's pattern (`:id` -> 1). */
const sample = (path: string) => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');

describe('the route table (spec 2)', () => {
  it('marks exactly the login-only routes of spec 2', () => {
    for (const row of routes) {
      const base = row.path.replace(/\/:.*$/, '');
      expect({ path: row.path, loginOnly: row.loginOnly }).toEqual({
        path: row.path,
        loginOnly: SPEC_LOGIN_ONLY.has(base) || CHOICE_LOGIN_ONLY.has(base),
      });
    }
  });

  it('treats every login-only route of spec 2 as login-only, built or not', () => {
    for (const path of SPEC_LOGIN_ONLY) {
      expect({ path, loginOnly: isLoginOnly(path) }).toEqual({ path, loginOnly: true });
      expect(isLoginOnly(`${path}?x=1`)).toBe(true);
    }
    // A row joins the table when its screen is built and leaves the unbuilt list then.
    const built = new Set(routes.map((row) => row.path));
    expect(unbuiltLoginOnlyPaths.filter((path) => built.has(path))).toEqual([]);
    expect(isLoginOnly('/gameList')).toBe(false);
    expect(isLoginOnly('/nowhere')).toBe(false);
  });

  it('shows the tab bar exactly on the four tabs of spec 2', () => {
    for (const row of routes) {
      expect({ path: row.path, tabBar: row.tabBar }).toEqual({
        path: row.path,
        tabBar: SPEC_TAB_BAR.has(row.path),
      });
    }
  });

  it('has one row per path, and every row is reachable by its own sample location', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const row of routes) expect(routeFor(sample(row.path))).toBe(row);
  });

  it('gives every page that is not a tab a title', () => {
    for (const row of routes.filter((r) => !r.tabBar)) expect(row.title).toBeTruthy();
  });
});

describe('route rules', () => {
  it('reads the login flag through the query, the hash and a trailing slash', () => {
    expect(isLoginOnly('/search?q=x')).toBe(true);
    expect(isLoginOnly('/search/#top')).toBe(true);
    expect(isLoginOnly('/gameDetail/3')).toBe(false);
    expect(pathOf('/gameList?categoryId=1')).toBe('/gameList');
    expect(pathOf('')).toBe('/');
  });

  it('knows no row for an unknown path (the router sends it to /)', () => {
    expect(routeFor('/nao-existe')).toBeUndefined();
    expect(routeFor('/gameDetail')).toBeUndefined();
    expect(isLoginOnly('/nao-existe')).toBe(false);
    expect(showsTabBar('/nao-existe')).toBe(false);
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

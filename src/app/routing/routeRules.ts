import { parse } from 'regexparam';
import { routes, unbuiltLoginOnlyPaths, type RouteRow } from './routes';

/** The path part of a location or link target ('/wallet?x=1#y' -> '/wallet'). */
export function pathOf(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

const matchers = routes.map((row) => ({ row, pattern: parse(row.path).pattern }));

/** The route-table row a location opens (the first match, as the router picks it), if any. */
export function routeFor(target: string): RouteRow | undefined {
  const path = pathOf(target);
  return matchers.find(({ pattern }) => pattern.test(path))?.row;
}

const unbuiltLoginOnly = new Set(unbuiltLoginOnlyPaths);

/**
 * Whether spec 2 marks this location as login-only: its route-table row says so, or it is one
 * of the login-only routes not built yet (routes.ts).
 */
export function isLoginOnly(target: string): boolean {
  return routeFor(target)?.loginOnly ?? unbuiltLoginOnly.has(pathOf(target));
}

/** Spec 2: the tab bar shows only on the home, promotion, activity and person tabs. */
export function showsTabBar(target: string): boolean {
  return routeFor(target)?.tabBar ?? false;
}

/** Spec 2: tab pages get the full header; other pages a back arrow and a title. */
export const isTabPage = showsTabBar;

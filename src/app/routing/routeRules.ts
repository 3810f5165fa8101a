/**
 * Spec 2 "Routes (login-required marked)": the paths a visitor may not open. Paths are matched
 * without their query; `/person/edit` and `/person` are both login-only.
 */
const LOGIN_ONLY = new Set([
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

/** The path part of a location or link target ('/wallet?x=1#y' -> '/wallet'). */
export function pathOf(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

/** Whether spec 2 marks this route as login-only. */
export function isLoginOnly(target: string): boolean {
  return LOGIN_ONLY.has(pathOf(target));
}

/**
 * Spec 2: the tab bar shows only on the home, promotion, activity and person tabs.
 */
export function showsTabBar(target: string): boolean {
  const path = pathOf(target);
  return path === '/' || path === '/promotion' || path === '/activity' || path === '/person';
}

/** Spec 2: tab pages get the full header; other pages a back arrow and a title. */
export const isTabPage = showsTabBar;

import { registerStore } from '../../state/reset';
import { isLoginOnly } from './routeRules';

let lastPublic: string | null = null;

/**
 * Remembers where the player was when that page is open to visitors, so that a login-only page
 * a visitor reaches through history or a lost session can send them back there (spec 2 route
 * guard: "stays on the previous public page; if there is none, goes to /").
 */
export function rememberPage(location: string): void {
  if (!isLoginOnly(location)) lastPublic = location;
}

/** The last public page of this visit, or / when there is none. */
export function previousPublicPage(): string {
  return lastPublic ?? '/';
}

registerStore(() => {
  lastPublic = null;
});

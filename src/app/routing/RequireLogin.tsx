import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { openOverlay, overlaysState } from '../../state/overlays';
import { useSession } from '../../state/session';
import { previousPublicPage } from './publicPage';

/**
 * Spec 2 route guard for a login-only route reached without the in-app guard: a typed URL, a
 * reload after the session ended, or a step back through history after logging out. The
 * visitor goes back to the previous public page (/ when there is none) and gets the register
 * pop-up. In-app navigation is refused earlier, by the guarded location hook.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSession().token !== '';
  useEffect(() => {
    // A session that just ended (spec 8: 6105/6106) already opened the login pop-up: keep it.
    if (!loggedIn && overlaysState.overlay?.name !== 'auth')
      openOverlay('auth', { mode: 'register' });
  }, [loggedIn]);
  return loggedIn ? children : <Redirect to={previousPublicPage()} replace />;
}

import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { openOverlay, overlaysState } from '../../state/overlays';
import { useSession } from '../../state/session';

/**
 * Spec 2 route guard for a login-only route opened directly (a typed URL or a reload after the
 * session ended): there is no previous public page, so the visitor goes to / and gets the
 * register pop-up. In-app navigation is refused earlier, by the guarded location hook.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSession().token !== '';
  useEffect(() => {
    // A session that just ended (spec 8: 6105/6106) already opened the login pop-up: keep it.
    if (!loggedIn && overlaysState.overlay?.name !== 'auth')
      openOverlay('auth', { mode: 'register' });
  }, [loggedIn]);
  return loggedIn ? children : <Redirect to="/" replace />;
}

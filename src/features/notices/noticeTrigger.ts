import { subscribe } from 'valtio';
import { overlaysState } from '../../state/overlays';
import { isMaintenance, platformState } from '../../state/platform';
import { sessionState } from '../../state/session';

/**
 * When the server's notice pop-ups queue (spec 2 "Global overlays: ... notice popups").
 *
 * CHOICE, from what the pop-up and the API say: the notices are the "banner loginPush" call
 * (spec 7), which the mock world describes as "notice pop-ups after login", and `openNotices`
 * is documented for "after login, or on app start with a session". So they queue:
 * - once when the app starts with a session (a returning player), and
 * - once after each login or registration (the token goes from none to one),
 * never for a visitor, and at most once per start or login. A logout drops a queued opening.
 *
 * A queued opening waits until nothing else is in the way, and only then opens (or, when the
 * player ticked "Não mostrar novamente hoje" today, is used up without opening, noticeSnooze.ts):
 * - the platform config has answered and is not in maintenance (never over the maintenance
 *   page; after a live maintenance ends the notices still come);
 * - no pop-up is open: not the login/register pop-up the player is still in, nor any other one
 *   (opening replaces the open pop-up, overlays.ts), and no dialog is queued.
 *
 * Returns a cleanup that stops listening.
 */
export function startNoticeTrigger(): () => void {
  let token = sessionState.token;
  let queued = token !== '';
  // Loaded here rather than imported: a static import would list the snooze's chunk (shared
  // with the pop-up) among the first load's preloads (ShellDeferred.tsx).
  let openNotices: (() => boolean) | undefined;
  let stopped = false;
  void import('./noticeSnooze').then((snooze) => {
    openNotices = snooze.openNotices;
    if (!stopped) attempt();
  });

  const attempt = () => {
    if (sessionState.token !== token) {
      token = sessionState.token;
      queued = token !== '';
    }
    if (!queued || !openNotices) return;
    const { configStatus, config } = platformState;
    if (configStatus !== 'ready' && configStatus !== 'error') return;
    if (isMaintenance(config)) return;
    if (overlaysState.overlay !== null || overlaysState.dialogs.length > 0) return;
    queued = false;
    openNotices();
  };

  const stops = [
    subscribe(sessionState, attempt),
    subscribe(platformState, attempt),
    subscribe(overlaysState, attempt),
  ];
  attempt();
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

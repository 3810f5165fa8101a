import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { hideNoticesToday } from './noticeSnooze';
import {
  closeOverlay,
  dismissDialog,
  openOverlay,
  overlaysState,
  showDialog,
} from '../../state/overlays';
import { reloadPlatformConfig, setPlatformStatus } from '../../state/platform';
import { clearSession, setSession } from '../../state/session';
import { startNoticeTrigger } from './noticeTrigger';

const NOTICES = { name: 'notice', props: {} };

/** Lets valtio's batched notifications and the trigger's own import run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let stop: (() => void) | undefined;
function start() {
  stop = startNoticeTrigger();
}
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('notice pop-ups trigger (spec 2)', () => {
  it('opens them when the app starts with a session, once the platform config answered', async () => {
    setSession(DEMO_ACCOUNT.info);
    start();
    await settle();
    // The config has not answered yet: it could be a maintenance.
    expect(overlaysState.overlay).toBeNull();
    await reloadPlatformConfig();
    await vi.waitFor(() => expect(overlaysState.overlay).toEqual(NOTICES));
  });

  it('does not open them for a visitor', async () => {
    await reloadPlatformConfig();
    start();
    await settle();
    expect(overlaysState.overlay).toBeNull();
  });

  it('opens them after a login, once the login pop-up has closed', async () => {
    await reloadPlatformConfig();
    start();
    openOverlay('auth', { mode: 'login' });
    await settle();
    // Never on top of (or instead of) the auth pop-up.
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'login' } });
    // The login: the new session closes the pop-up (state/overlays.ts), then the notices come.
    setSession(DEMO_ACCOUNT.info);
    await vi.waitFor(() => expect(overlaysState.overlay).toEqual(NOTICES));
  });

  it('waits for a queued dialog to be dismissed', async () => {
    await reloadPlatformConfig();
    setSession(DEMO_ACCOUNT.info);
    const id = showDialog({ message: 'Sua conta foi acessada em outro aparelho.' });
    start();
    await settle();
    expect(overlaysState.overlay).toBeNull();
    dismissDialog(id);
    await vi.waitFor(() => expect(overlaysState.overlay).toEqual(NOTICES));
  });

  it('never opens them over the maintenance page; they come when it ends', async () => {
    server.use(...scenarios.maintenance);
    await reloadPlatformConfig();
    setSession(DEMO_ACCOUNT.info);
    start();
    await settle();
    expect(overlaysState.overlay).toBeNull();
    // Maintenance ends live (socket message, spec 4).
    setPlatformStatus(1);
    await vi.waitFor(() => expect(overlaysState.overlay).toEqual(NOTICES));
  });

  it('respects "Não mostrar novamente hoje": nothing opens, and the chance is used up', async () => {
    await reloadPlatformConfig();
    hideNoticesToday(true);
    setSession(DEMO_ACCOUNT.info);
    start();
    await settle();
    expect(overlaysState.overlay).toBeNull();
    // Unticking later the same day does not bring back this start's opening.
    hideNoticesToday(false);
    openOverlay('language');
    closeOverlay();
    await settle();
    expect(overlaysState.overlay).toBeNull();
  });

  it('opens them once per start or login, not again when another pop-up closes', async () => {
    await reloadPlatformConfig();
    setSession(DEMO_ACCOUNT.info);
    start();
    await vi.waitFor(() => expect(overlaysState.overlay).toEqual(NOTICES));
    closeOverlay();
    openOverlay('currency');
    closeOverlay();
    await settle();
    expect(overlaysState.overlay).toBeNull();
    // A logout and a new login queue them again.
    clearSession();
    await settle();
    setSession(DEMO_ACCOUNT.info);
    await vi.waitFor(() => expect(overlaysState.overlay).toEqual(NOTICES));
  });

  it('drops a queued opening on logout, and stops listening when cleaned up', async () => {
    setSession(DEMO_ACCOUNT.info);
    start();
    await settle();
    clearSession();
    await reloadPlatformConfig();
    await settle();
    expect(overlaysState.overlay).toBeNull();

    stop?.();
    setSession(DEMO_ACCOUNT.info);
    await settle();
    expect(overlaysState.overlay).toBeNull();
  });
});

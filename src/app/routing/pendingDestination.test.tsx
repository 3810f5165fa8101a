import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { closeOverlay, overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import { AppShell } from '../shell/AppShell';
import { loginGuard } from './guardedLocation';
import { useRememberedDestination } from './pendingDestination';

// The deferred shell loads the red packet's module for a logged-in player after the first paint;
// a routing test ends before that import settles, and its late module graph would load after
// the environment is torn down. The packet is not what these tests are about.
vi.mock('../../features/activities/redPacket/RedPacketFollower', () => ({
  RedPacketFollower: () => null,
}));

/** A successful login from the pop-up, as completeAuth does it: the session, then the close. */
const logIn = () =>
  act(async () => {
    setSession(DEMO_ACCOUNT.info);
    closeOverlay();
  });

/** The shell on a guarded memory location at `path`, following a remembered destination. */
function mount(path: string) {
  const memory = memoryLocation({ path, record: true });
  const hook = loginGuard(memory.hook);
  let navigate: (to: string) => void = () => undefined;
  function Probe() {
    navigate = hook()[1];
    useRememberedDestination();
    return null;
  }
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={hook}>
        <Probe />
        <AppShell>
          <h1>Página</h1>
        </AppShell>
      </Router>
    </SWRConfig>,
  );
  return {
    navigate: (to: string) => act(() => navigate(to)),
    path: () => memory.history?.at(-1),
  };
}

describe('the destination a login-only tap remembers', () => {
  it('Depósito tab: a visitor gets the login pop-up, logs in and lands on /deposit', async () => {
    const app = mount('/');
    const tabs = within(await screen.findByRole('navigation', { name: 'Navegação principal' }));
    fireEvent.click(tabs.getByRole('link', { name: 'Depósito' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'login' } });
    expect(app.path()).toBe('/');
    await logIn();
    expect(app.path()).toBe('/deposit');
  });

  it('the route guard: a refused login-only link is reached after a register or login', async () => {
    const app = mount('/');
    app.navigate('/search');
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    expect(app.path()).toBe('/');
    await logIn();
    expect(app.path()).toBe('/search');
  });

  it('a pop-up closed without logging in forgets it: a later login stays put', async () => {
    const app = mount('/');
    app.navigate('/search');
    await act(async () => closeOverlay());
    await logIn();
    expect(app.path()).toBe('/');
  });
});

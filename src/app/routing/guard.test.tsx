import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import type { UserInfo } from '../../api/contract';
import { overlaysState } from '../../state/overlays';
import { clearSession, setSession } from '../../state/session';
import { AppRoutes, preloadRoute } from './AppRoutes';
import { loginGuard } from './guardedLocation';

// The deferred shell loads the red packet's module for a logged-in player after the first paint;
// a routing test ends before that import settles, and its late module graph would load after
// the environment is torn down. The packet is not what these tests are about.
vi.mock('../../features/activities/redPacket/RedPacketFollower', () => ({
  RedPacketFollower: () => null,
}));

const player = { token: 'token-guard', areaCode: '55', account: DEMO_ACCOUNT.account } as UserInfo;

/** The app's routes and guard on a memory location starting at `path`. */
function mount(path: string) {
  const memory = memoryLocation({ path, record: true });
  const hook = loginGuard(memory.hook);
  let navigate: (to: string) => void = () => undefined;
  function Nav() {
    navigate = hook()[1];
    return null;
  }
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={hook}>
        <Nav />
        <AppRoutes />
      </Router>
    </SWRConfig>,
  );
  return {
    memory,
    navigate: (to: string) => act(() => navigate(to)),
    path: () => memory.history?.at(-1),
  };
}

const registerAsked = () =>
  expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });

describe('the spec 2 route guard', () => {
  // The screens these tests wait for are lazy chunks: a cold import took more than findBy's 1 s
  // while the machine was busy (a flake hunt beside the unit tests). Loaded once here, the tests
  // wait only for React.
  beforeAll(async () => {
    await Promise.all(['/resetPassword', '/search'].map((path) => preloadRoute(path)));
  });

  it("refuses a visitor's navigation to a login-only route: register pop-up, same page", async () => {
    const app = mount('/resetPassword');
    await screen.findByRole('heading', { name: /redefinir senha/i });
    app.navigate('/search');
    expect(app.path()).toBe('/resetPassword');
    registerAsked();
  });

  it('lets a player through', async () => {
    setSession(player);
    const app = mount('/resetPassword');
    app.navigate('/search');
    expect(app.path()).toBe('/search');
    expect(overlaysState.overlay).toBeNull();
    await screen.findByRole('searchbox');
  });

  it('sends a direct load of a login-only route to / with the register pop-up', async () => {
    const app = mount('/search');
    await act(async () => undefined);
    expect(app.path()).toBe('/');
    registerAsked();
  });

  it('after a logout, a step back into a login-only page lands on the previous public page', async () => {
    setSession(player);
    const app = mount('/gameList?categoryId=101');
    app.navigate('/search');
    expect(app.path()).toBe('/search');
    await act(async () => clearSession());
    expect(app.path()).toBe('/gameList?categoryId=101');
    registerAsked();
  });
});

describe('unknown paths (spec 2)', () => {
  it.each(['/nao-existe', '/gameDetail', '/search/extra', '/u/', '/c/ab'])(
    '%s redirects to /',
    async (path) => {
      const app = mount(path);
      await act(async () => undefined);
      expect(app.path()).toBe('/');
    },
  );
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyScenario } from '../../../mocks/scenarios';
import {
  fakeInstallEnv,
  IPHONE_SAFARI_UA,
  type FakeInstall,
} from '../../pwa/testing/fakeInstallEnv';
import { INSTALL_DISMISSED_KEY, INSTALL_DONE_KEY } from '../../pwa/installRules';
import { consentState } from '../../tracking/consent';
import { closeOverlay, openOverlay } from '../../state/overlays';
import { InstallBanner } from './InstallBanner';
import { FreshSwr } from '../../api/testing/FreshSwr';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 22, 15, 0, 0);

function mount(env: FakeInstall) {
  return render(<InstallBanner aboveTabBar env={env} />, { wrapper: FreshSwr });
}

/** The banner once the pwaInfo config answered (the banner waits for it). */
const banner = (name: RegExp | string) => screen.findByRole('region', { name });

// The player answered the LGPD banner (in memory only: the store's reset reads storage again).
beforeEach(() => {
  consentState.choice = 'refused';
});

describe('InstallBanner', () => {
  it('shows on beforeinstallprompt with the config name; Instalar calls prompt() once', async () => {
    const env = fakeInstallEnv({ now: () => T0 });
    mount(env);
    let offer: { prompts: () => number } = { prompts: () => 0 };
    await act(async () => {
      offer = env.offer('accepted');
    });
    await banner('Instale o app Vitrine Cassino');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Instalar' })));
    expect(offer.prompts()).toBe(1);
    // The event is spent: the banner goes (the browser shows its own progress).
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    await act(async () => env.finishInstall());
    expect(env.values.get(INSTALL_DONE_KEY)).toBe('1');
  });

  it('remembers "Cancelar" in the browser prompt as a dismissal', async () => {
    const env = fakeInstallEnv({ now: () => T0 });
    mount(env);
    await act(async () => void env.offer('dismissed'));
    await banner(/Instale o app/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Instalar' })));
    await waitFor(() => expect(env.values.get(INSTALL_DISMISSED_KEY)).toBe(String(T0)));
  });

  it('"Agora não" hides it, remembers the day, and focus goes to the main content', async () => {
    const main = document.createElement('main');
    main.id = 'conteudo';
    main.tabIndex = -1;
    document.body.append(main);
    const env = fakeInstallEnv({ now: () => T0 });
    mount(env);
    await act(async () => void env.offer());
    await banner(/Instale o app/);
    const close = screen.getByRole('button', { name: 'Agora não' });
    close.focus();
    await act(async () => fireEvent.click(close));
    expect(screen.queryByRole('region')).toBeNull();
    expect(env.values.get(INSTALL_DISMISSED_KEY)).toBe(String(T0));
    expect(document.activeElement).toBe(main);
    main.remove();
  });

  it('stays hidden for 7 days after a dismissal, then comes back', async () => {
    const recent = fakeInstallEnv({
      now: () => T0 + 6 * DAY,
      stored: { [INSTALL_DISMISSED_KEY]: String(T0) },
    });
    const { unmount } = mount(recent);
    await act(async () => void recent.offer());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();

    const later = fakeInstallEnv({
      now: () => T0 + 7 * DAY,
      stored: { [INSTALL_DISMISSED_KEY]: String(T0) },
    });
    mount(later);
    await act(async () => void later.offer());
    await banner(/Instale o app/);
  });

  it('shows the iOS guide on iPhone Safari, with no Instalar button', async () => {
    mount(fakeInstallEnv({ userAgent: IPHONE_SAFARI_UA }));
    const guide = await banner('Adicione Vitrine Cassino à Tela de Início');
    expect(guide.textContent).toContain(
      'Toque em Compartilhar e depois em Adicionar à Tela de Início.',
    );
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();
  });

  it('never shows when installed, after appinstalled, or while a pop-up is open', async () => {
    const installed = fakeInstallEnv({ installed: true, userAgent: IPHONE_SAFARI_UA });
    const first = mount(installed);
    await act(async () => void installed.offer());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();

    const env = fakeInstallEnv();
    mount(env);
    await act(async () => openOverlay('game', { gameId: 10001, isTrial: true }));
    await act(async () => void env.offer());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    await act(async () => closeOverlay());
    await banner(/Instale o app/);
    await act(async () => env.finishInstall());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('waits for the LGPD consent choice, then shows', async () => {
    consentState.choice = null;
    const env = fakeInstallEnv();
    mount(env);
    await act(async () => void env.offer());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    await act(async () => {
      consentState.choice = 'accepted';
    });
    await banner(/Instale o app/);
  });

  it('never shows when the operator switched it off', async () => {
    applyScenario('install-banner-off');
    const env = fakeInstallEnv();
    mount(env);
    await act(async () => void env.offer());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

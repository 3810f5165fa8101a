import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CONSENT_STORAGE_KEY, consentState, openConsentSettings } from '../../tracking/consent';
import { pendingEventCount, trackRegister } from '../../tracking/events';
import { overlaysState } from '../../state/overlays';
import { resetAllStores } from '../../state/reset';
import { ConsentHost } from './ConsentHost';

function mount() {
  localStorage.clear();
  resetAllStores();
  const memory = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={memory.hook}>
      <ConsentHost aboveTabBar />
    </Router>,
  );
  return memory;
}

const banner = () => screen.getByRole('region', { name: 'Sua privacidade' });
const providerScripts = () =>
  [...document.querySelectorAll('script[src]')].filter((script) =>
    /facebook|tiktok|kwai|googletagmanager/.test(script.getAttribute('src') ?? ''),
  );

describe('ConsentHost (LGPD banner and settings)', () => {
  // The settings sheet is a lazy chunk. Its first import here is a cold transform that took
  // over findByRole's 1 s on a busy machine (the sheet "never opened"); loaded once up front,
  // the tests wait only for what the player waits for: React showing the sheet.
  beforeAll(() => import('./ConsentSettings/ConsentSettings'));

  it('shows the banner on a first visit: the purpose, the policy and three equal choices', () => {
    mount();
    const region = banner();
    expect(
      within(region).getByText(/cookies de publicidade para medir nossos anúncios/),
    ).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: 'Política de privacidade' }).getAttribute('href'),
    ).toBe('/article?key=privacy');
    for (const name of ['Aceitar', 'Recusar', 'Configurações']) {
      expect(within(region).getByRole('button', { name })).toBeTruthy();
    }
    // Not modal: it does not take the focus from the page.
    expect(region.contains(document.activeElement)).toBe(false);
    expect(providerScripts()).toEqual([]);
  });

  it('Recusar: the banner goes, the refusal is kept, waiting events dropped, no script added', async () => {
    mount();
    trackRegister('u1');
    expect(pendingEventCount()).toBe(1);
    fireEvent.click(within(banner()).getByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull(),
    );
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: 1,
      advertising: false,
    });
    expect(pendingEventCount()).toBe(0);
    expect(providerScripts()).toEqual([]);
    expect(overlaysState.toasts.at(-1)?.message).toBe('Sua escolha de privacidade foi salva.');
  });

  it('Configurações: the purposes, advertising off by default; saving it off is a refusal', async () => {
    mount();
    fireEvent.click(within(banner()).getByRole('button', { name: 'Configurações' }));
    const sheet = await screen.findByRole('dialog', { name: 'Privacidade e cookies' });
    expect(within(sheet).getByText('Sempre ativos')).toBeTruthy();
    const ads = within(sheet).getByRole('switch', { name: 'Publicidade e medição' });
    expect(ads.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(ads);
    await waitFor(() => expect(ads.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(ads);
    await waitFor(() => expect(ads.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Salvar escolha' }));
    expect(consentState.choice).toBe('refused');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
  });

  it('closing the settings without saving brings the banner back, nothing chosen', async () => {
    mount();
    fireEvent.click(within(banner()).getByRole('button', { name: 'Configurações' }));
    const sheet = await screen.findByRole('dialog', { name: 'Privacidade e cookies' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    expect(consentState.choice).toBeNull();
    expect(await screen.findByRole('region', { name: 'Sua privacidade' })).toBeTruthy();
  });

  it('a later visit with a choice shows no banner; the settings open at the saved choice', async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, advertising: false, decidedAt: 1 }),
    );
    resetAllStores();
    const memory = memoryLocation({ path: '/setting' });
    render(
      <Router hook={memory.hook}>
        <ConsentHost aboveTabBar={false} />
      </Router>,
    );
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
    act(() => openConsentSettings());
    const ads = await screen.findByRole('switch', { name: 'Publicidade e medição' });
    expect(ads.getAttribute('aria-checked')).toBe('false');
  });
});

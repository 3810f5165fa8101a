import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { chooseConsent, consentState } from '../../tracking/consent';
import { setSession } from '../../state/session';
import { Setting } from './Setting';

function mount() {
  setSession(DEMO_ACCOUNT.info);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={memoryLocation({ path: '/setting' }).hook}>
        <Setting />
      </Router>
    </SWRConfig>,
  );
}

describe('/setting "Privacidade e cookies"', () => {
  it('says nothing is chosen yet and opens the consent settings', async () => {
    localStorage.clear();
    consentState.choice = null;
    mount();
    const row = await screen.findByRole('button', { name: 'Privacidade e cookies Pendente' });
    fireEvent.click(row);
    expect(consentState.settingsOpen).toBe(true);
  });

  it('shows the kept choice: refused, then accepted', async () => {
    chooseConsent(false);
    mount();
    expect(
      await screen.findByRole('button', { name: 'Privacidade e cookies Recusados' }),
    ).toBeTruthy();
    consentState.choice = 'accepted';
    expect(
      await screen.findByRole('button', { name: 'Privacidade e cookies Aceitos' }),
    ).toBeTruthy();
    localStorage.clear();
  });
});

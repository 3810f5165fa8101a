import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../api/contract';
import { activityState, setParticipations } from '../features/activities/reminder';
import { openOverlay, overlaysState, showDialog, showToast } from '../state/overlays';
import { platformState, reloadPlatformConfig } from '../state/platform';
import { preferencesState, setLanguage } from '../state/preferences';
import { resetAllStores } from '../state/reset';
import { sessionState, setCpf, setSession } from '../state/session';
import { setWallets, startWalletRefresh, walletState } from '../state/wallet';

describe('resetAllStores', () => {
  it('returns every store to its initial state', async () => {
    setSession({ token: 't', areaCode: '351' } as UserInfo);
    setCpf('52998224725');
    setWallets([{ currency: 'USDT', availableBalance: 2, currencySymbol: '₮', icon: '' }], 2);
    startWalletRefresh();
    openOverlay('currency');
    showToast({ message: 'Oi', durationMs: 0 });
    showDialog({ message: 'Olá' });
    await reloadPlatformConfig();
    setLanguage('en');
    setParticipations([{ activityId: 1, type: 21, participationStatus: 1 }]);

    resetAllStores();

    expect(sessionState).toEqual({ token: '', user: null, areaCode: '55', cpf: '', epoch: 0 });
    expect(walletState).toEqual({ entries: [], total: 0, currentCurrency: '', status: 'idle' });
    expect(overlaysState).toEqual({ overlay: null, toasts: [], dialogs: [] });
    expect(platformState).toEqual({
      config: null,
      configStatus: 'idle',
      languages: [],
      currencies: null,
    });
    expect(preferencesState.language).toBe('pt-BR');
    expect(activityState.participations).toEqual([]);
  });

  it('restarts toast and dialog ids, so stories see the same ids every run', () => {
    showToast({ message: 'a' });
    resetAllStores();
    expect(showToast({ message: 'b' })).toBe(1);
  });
});

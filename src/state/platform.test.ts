import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { fail, ok, on } from '../../mocks/handlers/respond';
import { endpoints } from '../api/allEndpoints';
import { overlaysState } from './overlays';
import {
  isMaintenance,
  loadCurrencyMap,
  loadLanguages,
  platformState,
  reloadPlatformConfig,
  setPlatformStatus,
} from './platform';

describe('platform store', () => {
  it('loads the platform config', async () => {
    const config = await reloadPlatformConfig();
    expect(config).toMatchObject({ platformCurrency: 'BRL', platformStatus: 1 });
    expect(platformState.config).toEqual(config);
    expect(platformState.configStatus).toBe('ready');
    expect(isMaintenance(platformState.config)).toBe(false);
  });

  it('concurrent reloads share one request', async () => {
    let calls = 0;
    server.use(
      on(endpoints.platformConfig, () => {
        calls += 1;
        return ok({
          platformCurrency: 'BRL',
          platformStatus: 2,
          platformStartMaintenanceTime: null,
          platformEndMaintenanceTime: null,
          platformImageDisplayType: 1,
        });
      }),
    );
    const [a, b] = await Promise.all([reloadPlatformConfig(), reloadPlatformConfig()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(isMaintenance(platformState.config)).toBe(true);
  });

  it('a failed reload resolves null, keeps the last config and shows no toast', async () => {
    await reloadPlatformConfig();
    server.use(on(endpoints.platformConfig, () => fail(5000, 'Falhou.')));
    await expect(reloadPlatformConfig()).resolves.toBeNull();
    expect(platformState.configStatus).toBe('error');
    expect(platformState.config?.platformCurrency).toBe('BRL');
    expect(overlaysState.toasts).toEqual([]);
  });

  it('follows a live maintenance status (spec 4)', async () => {
    await reloadPlatformConfig();
    setPlatformStatus(2);
    expect(isMaintenance(platformState.config)).toBe(true);
    expect(isMaintenance(null)).toBe(false);
  });

  it('loads languages and the currency map', async () => {
    await loadLanguages();
    await loadCurrencyMap();
    expect(platformState.languages.map((l) => l.lang)).toEqual(['pt-BR', 'en']);
    expect(platformState.currencies?.['1'][0]?.currency).toBe('BRL');
  });
});

import { endpoints } from '../../src/api/contract';
import type { Language, PlatformConfig } from '../../src/api/contract';
import { ok, on } from './respond';

export type SystemData = {
  platformConfig: PlatformConfig;
  languages: Language[];
};

/** Small deterministic fixtures until the seed data (mocks/data/) takes over. */
export const systemFixtures: SystemData = {
  platformConfig: {
    platformCurrency: 'BRL',
    platformStatus: 1,
    platformStartMaintenanceTime: null,
    platformEndMaintenanceTime: null,
    platformImageDisplayType: 1,
  },
  languages: [{ showLang: 'PT', lang: 'pt-BR', langName: 'Português', logo: '' }],
};

/** Spec 7 system calls. */
export function systemHandlers(data: SystemData = systemFixtures) {
  return [
    on(endpoints.platformConfig, () => ok(data.platformConfig)),
    on(endpoints.countryList, () => ok(data.languages)),
  ];
}

/*
 * Platform config, languages, banner query and the register gift (spec 7, first load).
 * Part of the API contract; import it through src/api/contract.ts.
 */

/** CHOICE: platformStatus 1 = open, 2 = maintenance. Times are epoch milliseconds. */
export type PlatformConfig = {
  platformCurrency: string;
  platformStatus: 1 | 2;
  platformStartMaintenanceTime: number | null;
  platformEndMaintenanceTime: number | null;
  platformImageDisplayType: number;
};

export type Language = {
  showLang: string;
  lang: string;
  langName: string;
  logo: string;
};

export type BannerQuery = { bannerType?: 1 | 2; locationCode?: string };

/** CHOICE: the register-gift activity (spec 9 display defaults 10 and 3). */
export type RegisterGiveDetail = { enabled: boolean; giveAmount: number; giveCount: number };

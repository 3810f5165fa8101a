/*
 * Banners, social links, articles, the channel's pay methods and ad pixels, the business
 * config (spec 7 back-office content).
 * Part of the API contract; import it through src/api/contract.ts.
 */

import type { Article } from './activities';

export type Banner = {
  /** 1 carousel, 2 area. */
  bannerType: 1 | 2;
  locationCode: string;
  code: string;
  h5PicUrl: string;
  pcPicUrl: string;
  linkUrl: string;
  linkValue: string;
};

export type SocialLink = {
  id: number;
  name: string;
  /** 1 plain, 3 floating. */
  type: 1 | 3;
  h5Show: boolean;
  /**
   * A link saved in the back office without an address arrives as null: that one link is
   * skipped (its readers check it), the rest of the list still shows.
   */
  linkUrl: string | null;
  logo: string;
  /** Minutes; null shows the icon at once. */
  countDown: number | null;
};

/**
 * Spec 3 pixel config (one ad pixel of the channel, read from the channel config).
 *
 * CHOICE (src/tracking/pixels.ts): `promoteProviderName`, compared lower-cased, is one of
 * `facebook` (or `meta`), `tiktok`, `kwai`, `google` (or `gtag`, a Google tag: Ads `AW-` or GA4
 * `G-` id); any other name is ignored. `promoteSet` keys:
 * - `pixelId` (required): the provider's pixel or tag id, letters, digits, `-` and `_` only;
 * - `eventRegister`, `eventLogin`, `eventFirstDeposit`, `eventDeposit` (optional): the
 *   provider's event name for that conversion instead of the adapter's default; an empty value
 *   sends nothing for it.
 */
export type PixelConfig = {
  id: number;
  promoteProviderName: string;
  promoteSet: Record<string, string>;
};

/**
 * CHOICE: one deposit currency of a payment method: its limits (inclusive, in that currency),
 * the quick amounts offered as chips, and for the crypto wallet the network it is paid on.
 */
export type PayMethodCurrency = {
  currency: string;
  minAmount: number;
  maxAmount: number;
  /** Quick amounts, ascending, each within the limits. */
  amounts: number[];
  /** Crypto wallet only: the chain the address belongs to ('TRC20', 'Bitcoin', ...). */
  network?: string;
};

/**
 * CHOICE: a deposit method the channel offers (spec 3 payment methods 1 pix, 2 crypto wallet,
 * 3 bank card). `available: false` lists a method that is switched off for now (the deposit
 * page shows it as unavailable); a method the channel does not list is not offered at all.
 */
export type PayMethodConfig = {
  payMethod: 1 | 2 | 3;
  available: boolean;
  currencies: PayMethodCurrency[];
};

/**
 * CHOICE: the channel config carries the channel's ad pixels and its deposit methods (spec 2:
 * the deposit page lists the methods of the channel).
 */
export type ChannelConfig = {
  channelId: string;
  pixels: PixelConfig[];
  payMethods: PayMethodConfig[];
};

export type ArticleDetail = Article & { content: string };

/** CHOICE: GET business_config/config answers key/value settings. */
export type BusinessConfig = Record<string, string>;

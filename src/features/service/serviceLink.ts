import { useEffect, useState } from 'react';
import type { BusinessConfig } from '../../api/contract';
import { quietly } from '../../api/errors';
import { getBusinessConfig } from '../../api/content';
import { isSafeExternalUrl } from '../../lib/url';
import { registerStore } from '../../state/reset';

/*
 * The customer-service button (spec 2: header and side menu; route table: "/service | online
 * service"). CHOICE, after looking at what the API offers:
 * - the channel config (GET /api/channel/v1/config) carries the channel id and ad pixels only;
 * - the platform config carries currency, status and the maintenance window only;
 * - the business config (spec 7 "business_config ... config", key/values) has
 *   `customerServiceUrl`, the operator's chat or help desk;
 * - a social link may point at `/service` too (the seed's "Suporte"), i.e. "wherever the
 *   service is".
 * The app has no /service screen (an unknown path bounces to /), so the service is the business
 * config's `customerServiceUrl` when it is an absolute http(s) address that passes the safe-URL
 * check (src/lib/url.ts), opened in a new tab; anything else (missing, relative like the seed's
 * `/service`, `javascript:` …) means there is no service to offer and the buttons are hidden.
 */

/** The business-config key of the customer-service address (CHOICE, as the mock world names it). */
export const SERVICE_URL_KEY = 'customerServiceUrl';

/** The safe external service address in a business config, or null. */
export function serviceUrlOf(config: BusinessConfig | null | undefined): string | null {
  const url = config?.[SERVICE_URL_KEY];
  return typeof url === 'string' && isSafeExternalUrl(url) ? url : null;
}

let loading: Promise<string | null> | null = null;

/**
 * The customer-service address (see above), asked once per visit and shared by the header, the
 * side menu and the floating icons. A failed call (quietly: no toast for a background call)
 * counts as "none" now and is asked again by the next caller.
 */
export function loadServiceUrl(): Promise<string | null> {
  if (!loading) {
    const call = quietly(getBusinessConfig(undefined, { silent: true }));
    loading = call.then((config) => {
      if (config === undefined) loading = null;
      return serviceUrlOf(config);
    });
  }
  return loading;
}

/** Opens the service in a new tab, with no reference back to the app (`noopener`). */
export function openServiceUrl(url: string): void {
  if (isSafeExternalUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The action of the header's service button, or null when there is no service (the button is
 * then hidden). The shell imports this module on demand, so none of it is in the first load.
 */
export async function loadServiceAction(): Promise<(() => void) | null> {
  const url = await loadServiceUrl();
  return url ? () => openServiceUrl(url) : null;
}

/**
 * The customer-service address for a component: `undefined` while unknown, null when there is
 * none (so a layout can wait for the answer instead of drawing twice).
 */
export function useServiceUrl(): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadServiceUrl().then((found) => {
      if (live) setUrl(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return url;
}

registerStore(() => {
  loading = null;
});

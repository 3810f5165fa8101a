import type { BusinessConfig } from '../../api/contract';
import { SERVICE_URL_KEY } from '../../features/service/serviceLink';
import { resolveServerLink } from '../../lib/serverLink';

/**
 * What /service does with the configured customer-service address:
 * - `frame`: shown inside the page, in a sandboxed frame, with a way out to a new tab;
 * - `newTab`: only a button that opens it in a new tab, where a frame cannot work;
 * - `none`: "Atendimento indisponível".
 */
export type ServiceTarget =
  { mode: 'frame'; url: string } | { mode: 'newTab'; url: string } | { mode: 'none' };

/**
 * Decides from the business config (`customerServiceUrl`, features/service/serviceLink.ts) and
 * the page's own address:
 * - the URL must pass the server-link allow-list (lib/serverLink) as an external link, i.e. an
 *   absolute http(s) address with a host and no credentials. An app path is `none`: the seed's
 *   `/service` is this very page, and the header hides its service button for it too
 *   (serviceUrlOf), so the button and the page agree;
 * - a plain-http chat inside an https page is blocked by the browser (mixed content), and a
 *   frame of the app's own origin with `allow-scripts allow-same-origin` could lift its own
 *   sandbox: both open in a new tab instead.
 * CHOICE: whether a chat provider forbids framing (X-Frame-Options, CSP frame-ancestors) cannot
 * be read from a cross-origin page, so the frame always comes with the new-tab button.
 */
export function serviceTarget(
  config: BusinessConfig | null | undefined,
  page: { protocol: string; origin: string },
): ServiceTarget {
  const link = resolveServerLink(config?.[SERVICE_URL_KEY]);
  if (link.kind !== 'external') return { mode: 'none' };
  const url = new URL(link.url);
  const mixedContent = page.protocol === 'https:' && url.protocol === 'http:';
  if (mixedContent || url.origin === page.origin) return { mode: 'newTab', url: link.url };
  return { mode: 'frame', url: link.url };
}

/**
 * Image proxy URLs (spec 9: "Image proxy quality 85 and webp, or png for iOS below 13").
 *
 * Query format, appended to the image's own URL:
 *
 *   x-image-process=image/resize,w_<width>/quality,q_85/format,<webp|png>
 *
 * - `image/resize,w_<width>` only when a positive width is given (rounded up to whole pixels);
 *   without it the proxy keeps the original size.
 * - `quality,q_85` always.
 * - `format,png` for iOS below 13 (its Safari cannot decode WebP), `format,webp` otherwise.
 *
 * The URL's own query parameters and fragment are kept as they are. `data:` and `blob:` URLs
 * are local bytes the proxy never sees, so they are returned untouched, as is a URL that
 * already carries `x-image-process` (building twice gives the same URL).
 */
export const IMAGE_PROXY_PARAM = 'x-image-process';

/** Spec 9: the proxy's quality setting. */
export const IMAGE_PROXY_QUALITY = 85;

type ImageProxyOptions = {
  /** Display width in CSS pixels times the device pixel ratio, as the caller wants it. */
  width?: number;
  /** The browser's user agent; without one the browser is taken to be modern (WebP). */
  userAgent?: string;
};

/*
 * iPhone, iPad and iPod (and in-app browsers on them) name the OS version inside the platform
 * parentheses: "(iPhone; CPU iPhone OS 12_4_1 like Mac OS X)", "(iPad; CPU OS 12_2 like ...)".
 * `[^)]*` keeps the match inside those parentheses and makes the scan linear. iPadOS 13+ asks for
 * desktop sites with a Macintosh UA; it is 13 or above, so treating it as not-iOS is correct.
 */
const IOS_VERSION = /\((?:iPhone|iPad|iPod)\b[^)]*?\bOS (\d+)[_.\s)]/i;

/** True for iPhone, iPad and iPod user agents reporting an iOS major version below 13. */
export function isIosBelow13(userAgent: string): boolean {
  const match = IOS_VERSION.exec(userAgent);
  if (!match?.[1]) return false;
  return Number(match[1]) < 13;
}

const UNTOUCHED_SCHEME = /^\s*(?:data|blob):/i;

/** Builds the proxied URL of an image (format above). Never throws. */
export function imageProxyUrl(src: string, opts: ImageProxyOptions = {}): string {
  if (src.trim() === '' || UNTOUCHED_SCHEME.test(src)) return src;

  const hashAt = src.indexOf('#');
  const beforeHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  if (query.split('&').some((pair) => pair.split('=')[0] === IMAGE_PROXY_PARAM)) return src;

  const steps: string[] = [];
  const { width } = opts;
  if (width !== undefined && Number.isFinite(width) && width > 0) {
    steps.push(`resize,w_${Math.ceil(width)}`);
  }
  steps.push(`quality,q_${IMAGE_PROXY_QUALITY}`);
  steps.push(`format,${opts.userAgent && isIosBelow13(opts.userAgent) ? 'png' : 'webp'}`);

  // `/` and `,` are legal in a query (RFC 3986 3.4), so the value stays readable unencoded.
  const param = `${IMAGE_PROXY_PARAM}=image/${steps.join('/')}`;
  let separator = '&';
  if (queryAt === -1) separator = '?';
  else if (query === '' || query.endsWith('&')) separator = '';
  return `${beforeHash}${separator}${param}${hash}`;
}

/**
 * The proxied URL for this browser: `imageProxyUrl` with the running browser's user agent, so
 * iOS below 13 gets PNG (spec 9). Where there is no browser (tests, Node), WebP.
 */
export function browserImageUrl(src: string, width?: number): string {
  const userAgent = typeof navigator === 'undefined' ? undefined : navigator.userAgent;
  return imageProxyUrl(src, { width, userAgent });
}

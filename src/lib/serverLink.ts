import type { MouseEvent } from 'react';
import { browserImageUrl } from './image';
import { isSafeExternalUrl } from './url';

/**
 * Links and pictures that come from the back office (banner `linkUrl`, notice `linkUrl`) are
 * checked before the player can follow them: an app path navigates in the app, a safe http(s)
 * address opens in a new tab, and anything else is ignored.
 */
export type ServerLink =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

// C0 controls, DEL and whitespace: the URL parser strips some of them silently, so a link
// carrying any of them is refused rather than second-guessed (same rule as lib/url).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f]/;

/**
 * Classifies a server-provided link. Internal means an absolute app path: it starts with one
 * `/` and is not protocol-relative (`//evil.example` and `/\evil.example`, which browsers read
 * as `//`, are refused). External means `isSafeExternalUrl` (http or https, a host, no
 * credentials). Everything else (`javascript:`, `data:`, relative paths, empty) is `none`.
 */
export function resolveServerLink(raw: string | null | undefined): ServerLink {
  if (typeof raw !== 'string') return { kind: 'none' };
  const url = raw.trim();
  if (url === '' || UNSAFE_CHARACTERS.test(url)) return { kind: 'none' };
  if (url.startsWith('/')) {
    const second = url.charAt(1);
    if (second === '/' || second === '\\') return { kind: 'none' };
    return { kind: 'internal', path: url };
  }
  return isSafeExternalUrl(url) ? { kind: 'external', url } : { kind: 'none' };
}

/** The props an `<a>` needs to follow a resolved link; `null` for `none` (render no link). */
export type ServerLinkProps = {
  href: string;
  target?: '_blank';
  rel?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A plain left click without modifier keys: the only click the app turns into navigation. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Anchor props for a server link. An internal path is a real `href` (middle click, long press
 * and "copy link" keep working) whose plain click navigates in the app through `navigate`
 * (wouter's `useLocation()[1]`). An external one opens in a new tab with `noopener noreferrer`,
 * so the page it opens can neither reach back into ours nor learn where the player came from.
 */
export function serverLinkProps(
  link: ServerLink,
  navigate: (path: string) => void,
): ServerLinkProps | null {
  if (link.kind === 'internal') {
    return {
      href: link.path,
      onClick: (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(link.path);
      },
    };
  }
  if (link.kind === 'external') {
    return { href: link.url, target: '_blank', rel: 'noopener noreferrer' };
  }
  return null;
}

/**
 * A server picture through the image proxy (spec 9: quality 85, WebP, PNG for iOS below 13),
 * resized to `width` CSS pixels. `data:` pictures (the mock world's) pass through untouched.
 */
export function serverImage(url: string, width: number): string {
  return browserImageUrl(url, width);
}

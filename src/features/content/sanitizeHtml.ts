import DOMPurify from 'dompurify';
import { resolveServerLink } from '../../lib/serverLink';
import { isSafeExternalUrl } from '../../lib/url';

/*
 * The one sanitiser for HTML the server sends (article bodies, spec 7 "article/{key}"; any
 * later rules or notices), so every such page is held to the same rules. DOMPurify does the parsing
 * and the hard part (script, handlers, namespaces, mutation XSS), held to an explicit allow-list
 * below; this module then checks the allow-list again and applies the app's own link and picture
 * rules. It is reached only through a dynamic import (loadSanitizer.ts), so DOMPurify loads with
 * pages that show server HTML and never with the home's first load.
 */

/**
 * Tags an article may use: text structure, emphasis, lists, links, pictures and tables. No
 * forms, frames, media, SVG, MathML, style or script. Anything else is unwrapped (its text is
 * kept, DOMPurify's KEEP_CONTENT) unless DOMPurify drops it with its content (script, style,
 * iframe, svg, math, noscript, template ...).
 */
export const ALLOWED_TAGS: readonly string[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'blockquote',
];

/**
 * Attributes the server's HTML keeps. CHOICE: no `style` (url(), expression(), and layouts that
 * cover the page) and no `class` (the back office's classes mean nothing to this app's styles,
 * and a class could borrow one of ours); no `id`/`name` (DOM clobbering), no `data-*`, no ARIA.
 * `target`, `rel`, `loading` and `decoding` are set by this module, never taken from the server.
 */
export const ALLOWED_ATTR: readonly string[] = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
];

export type SanitizeOptions = {
  /**
   * The API's origin (`https://api.operator.com`): pictures from it are accepted even over
   * plain http (a local API). Without it only https pictures are.
   */
  apiOrigin?: string;
};

/** Positive whole numbers (pixels or a percentage) for width and height. */
const SIZE = /^\d{1,4}%?$/;
/** Table spans: 1 to 99. */
const SPAN = /^[1-9]\d?$/;

/**
 * Whether a picture may load: only from https, or from the API's own image host. That is an
 * absolute https URL with a host and no credentials, or any http(s) URL on the API's own origin.
 * `data:`, `javascript:`, relative and protocol-relative sources are refused.
 */
export function pictureAllowed(src: string, options: SanitizeOptions = {}): boolean {
  if (!isSafeExternalUrl(src)) return false;
  const url = new URL(src);
  if (url.protocol === 'https:') return true;
  return options.apiOrigin !== undefined && url.origin === options.apiOrigin;
}

/**
 * Elements whose content is not text a player should read, dropped whole by the check below
 * (DOMPurify's own FORBID_CONTENTS idea): code, styles, frames, embedded documents, media.
 */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'title',
  'head',
  'audio',
  'video',
  'canvas',
]);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const ALLOWED_TAG_SET = new Set(ALLOWED_TAGS);
const ALLOWED_ATTR_SET = new Set(ALLOWED_ATTR);

/**
 * Defence in depth on DOMPurify's result: every element must be an allow-listed HTML element and
 * every attribute an allow-listed one, or it goes (unknown wrappers are unwrapped, the elements
 * above are dropped with their content). DOMPurify already did this; checking again means a
 * DOMPurify regression or a DOM quirk can only make the output smaller, never let something
 * through. happy-dom is such a DOM (see its bug reports
 * https://github.com/capricorn86/happy-dom/issues/1810 and
 * https://github.com/capricorn86/happy-dom/issues/2182): under it, DOMPurify left `<video
 * onerror>`, `<meta http-equiv=refresh>` and `<math>` in place; this pass removed them.
 */
function enforceAllowList(root: DocumentFragment): void {
  // A static list in document order: a parent is handled before its children.
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE || !ALLOWED_TAG_SET.has(tag)) {
      if (DROP_WITH_CONTENT.has(tag) || element.namespaceURI !== HTML_NAMESPACE) element.remove();
      else unwrap(element);
      continue;
    }
    for (const name of element.getAttributeNames()) {
      if (!ALLOWED_ATTR_SET.has(name)) element.removeAttribute(name);
    }
  }
}

/** Replaces an element by its children (a link that may not stay a link keeps its text). */
function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/** Keeps an attribute only when it matches `pattern`. */
function keepIf(element: Element, name: string, pattern: RegExp): void {
  const value = element.getAttribute(name);
  if (value !== null && !pattern.test(value.trim())) element.removeAttribute(name);
}

/**
 * The app's rules on what DOMPurify kept (in an inert document, so no picture loads while this
 * decides):
 * - a link goes through the server-link allow-list (lib/serverLink): an app path stays a plain
 *   `href` (SafeHtml turns its tap into router navigation), a safe http(s) address opens in a
 *   new tab with `rel="noopener noreferrer"`, and anything else stops being a link (its text
 *   stays);
 * - a picture stays only when `pictureAllowed`, and loads lazily;
 * - sizes and spans must be plain numbers.
 */
function applyAppRules(root: DocumentFragment, options: SanitizeOptions): void {
  for (const link of Array.from(root.querySelectorAll('a'))) {
    const target = resolveServerLink(link.getAttribute('href'));
    if (target.kind === 'internal') {
      link.setAttribute('href', target.path);
    } else if (target.kind === 'external') {
      link.setAttribute('href', target.url);
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    } else {
      unwrap(link);
    }
  }
  for (const picture of Array.from(root.querySelectorAll('img'))) {
    const src = picture.getAttribute('src');
    if (src === null || !pictureAllowed(src.trim(), options)) {
      picture.remove();
      continue;
    }
    picture.setAttribute('src', src.trim());
    picture.setAttribute('loading', 'lazy');
    picture.setAttribute('decoding', 'async');
    // A missing alt makes screen readers read the file name; an unnamed picture is decoration.
    if (!picture.hasAttribute('alt')) picture.setAttribute('alt', '');
  }
  for (const element of Array.from(root.querySelectorAll('[width],[height]'))) {
    keepIf(element, 'width', SIZE);
    keepIf(element, 'height', SIZE);
  }
  for (const cell of Array.from(root.querySelectorAll('[colspan],[rowspan]'))) {
    keepIf(cell, 'colspan', SPAN);
    keepIf(cell, 'rowspan', SPAN);
  }
}

/**
 * Server HTML made safe to put into the page: only the allow-listed tags and attributes, links
 * and pictures under the app's rules (above). Pure: the same input gives the same output and
 * nothing is loaded or run while it works. Needs a DOM (the browser, or happy-dom in tests).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  // DOMPurify hands back its input untouched where it cannot work (no usable DOM): show nothing.
  if (typeof html !== 'string' || html.trim() === '' || !DOMPurify.isSupported) return '';
  const purified = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
    // DOMPurify's own URI check stays (it also vets width, height and spans, which a narrower
    // pattern would refuse); links and pictures then meet the app's rules below.
  });
  // The app's rules run on DOMPurify's output parsed into a document of its own, which has no
  // window: nothing in it runs or loads (pictures are only fetched once in the page).
  const inert = document.implementation.createHTMLDocument('');
  const root = inert.createDocumentFragment();
  const holder = inert.createElement('div');
  holder.innerHTML = purified;
  root.append(...Array.from(holder.childNodes));
  enforceAllowList(root);
  applyAppRules(root, options);
  holder.append(root);
  return holder.innerHTML;
}

import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { apiConfig } from '../../../api/http';
import { resolveServerLink } from '../../../lib/serverLink';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { loadedSanitizer, loadSanitizer, type Sanitize } from '../loadSanitizer';
import * as styles from './SafeHtml.css';

type SafeHtmlProps = {
  /** HTML from the server (an article body): never shown before it is sanitised. */
  html: string;
  /** Shown while the sanitiser's code loads (the page's skeleton). */
  fallback?: ReactNode;
  className?: string;
};

type SanitizerState =
  | { status: 'loading' }
  | { status: 'ready'; sanitize: Sanitize }
  | { status: 'error'; retry: () => void };

/** The sanitiser: at once if it has loaded before, else after its download. */
function useSanitizer(): SanitizerState {
  const [state, setState] = useState<SanitizerState>(() => {
    const sanitize = loadedSanitizer();
    return sanitize ? { status: 'ready', sanitize } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setState({ status: 'ready', sanitize }),
      () =>
        live &&
        setState({
          status: 'error',
          retry: () => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [ready, attempt]);
  return state;
}

/** The API's origin: pictures from it may load over http too (a local API, sanitizeHtml.ts). */
function apiOrigin(): string | undefined {
  try {
    return new URL(apiConfig().baseUrl).origin;
  } catch {
    return undefined;
  }
}

/** A plain primary click without modifier keys: the only one the app turns into navigation. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * Server HTML in the page, only ever through `sanitizeHtml` (one sanitiser for all server HTML).
 * The sanitiser and DOMPurify load on first use (loadSanitizer.ts); until then `fallback` shows,
 * and a failed download offers a retry, never the raw HTML.
 *
 * Links inside follow the server-link allow-list (lib/serverLink): the sanitiser already made
 * external ones open a new tab with `noopener noreferrer` and removed every other scheme; a tap
 * on an app path navigates through the router here (one listener for the whole body), so the
 * page does not reload, while middle click, long press and "copy link" keep the real `href`.
 */
export function SafeHtml({ html, fallback = null, className }: SafeHtmlProps) {
  const sanitizer = useSanitizer();
  const [, navigate] = useLocation();
  const box = useRef<HTMLDivElement>(null);
  const sanitize = sanitizer.status === 'ready' ? sanitizer.sanitize : undefined;
  const clean = useMemo(
    () => (sanitize ? sanitize(html, { apiOrigin: apiOrigin() }) : undefined),
    [sanitize, html],
  );

  // In-app links move the router instead of reloading the page. Through React's onClick, so the
  // handler is there from the first paint of the markup (a listener added in an effect missed a
  // tap that came before the effect ran, and the page reloaded).
  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const node = box.current;
    if (!node || !isPlainClick(event.nativeEvent) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link || !node.contains(link)) return;
    const target = resolveServerLink(link.getAttribute('href'));
    if (target.kind !== 'internal') return;
    event.preventDefault();
    navigate(target.path);
  };

  if (sanitizer.status === 'error') {
    return <EmptyState kind="network_error" onRetry={sanitizer.retry} />;
  }
  if (clean === undefined) return <>{fallback}</>;
  return (
    // A container of links, not a control: the links inside are what a keyboard reaches (their
    // Enter is a click, which bubbles here too).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={box}
      className={className ? `${styles.body} ${className}` : styles.body}
      onClick={onClick}
      // The only place server HTML enters the page, and only as sanitizeHtml's output.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

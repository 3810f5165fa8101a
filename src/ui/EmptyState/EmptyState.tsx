import { useEffect, useState } from 'react';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import { Button } from '../Button/Button';
import * as styles from './EmptyState.css';
import type { illustrations as IllustrationSet } from './illustrations';

type Illustrations = typeof IllustrationSet;

let drawings: Illustrations | null = null;
let drawingsLoad: Promise<Illustrations> | null = null;

/**
 * Loads the drawings: a chunk of their own, since an empty or failed state is rare on a first
 * paint and the home's first load counts every byte (about 0.8 KB gzip). Storybook's preview
 * awaits it before each story, so stories draw them in their first frame. A failed download
 * leaves the same-size blank box and is tried again by the next state that needs one.
 */
export function loadIllustrations(): Promise<Illustrations> {
  drawingsLoad ??= import('./illustrations').then(
    (module) => (drawings = module.illustrations),
    (error: unknown) => {
      drawingsLoad = null;
      throw error;
    },
  );
  return drawingsLoad;
}

/** The kind's drawing, or its box left blank until the drawings arrive (nothing moves). */
function Drawing({ kind }: { kind: Exclude<EmptyStateKind, 'loading'> }) {
  const [set, setSet] = useState(drawings);
  useEffect(() => {
    if (set) return;
    let live = true;
    loadIllustrations().then(
      (loaded) => live && setSet(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [set]);
  if (!set) return <span className={styles.spinnerBox} aria-hidden="true" />;
  const Illustration = set[kind];
  return <Illustration className={styles.illustration} />;
}

/** The list states of spec 8 ("Empty list states: fail, empty_data, area_limit, network_error, loading"). */
export type EmptyStateKind = 'fail' | 'empty_data' | 'area_limit' | 'network_error' | 'loading';

type EmptyStateProps = {
  kind: EmptyStateKind;
  /** Replaces the catalog title, for a list that has a more specific one. */
  title?: string;
  /** Replaces the catalog description. */
  description?: string;
  /** Offers "Tentar novamente" on `fail` and `network_error`; ignored on the other kinds. */
  onRetry?: () => void;
  /** The retry is in flight: the button shows a spinner and ignores taps. */
  retrying?: boolean;
};

const messages: Record<EmptyStateKind, { title: MessageKey; description: MessageKey }> = {
  fail: { title: 'empty.fail.title', description: 'empty.fail.description' },
  empty_data: { title: 'empty.empty_data.title', description: 'empty.empty_data.description' },
  area_limit: { title: 'empty.area_limit.title', description: 'empty.area_limit.description' },
  network_error: {
    title: 'empty.network_error.title',
    description: 'empty.network_error.description',
  },
  loading: { title: 'empty.loading.title', description: 'empty.loading.description' },
};

/**
 * What a list shows instead of rows: one of the five spec 8 states, each with its own drawing,
 * a title and a description from the catalog. Failures can offer a retry; `loading` is a spinner
 * inside a `role="status"` so screen readers hear "Carregando…" once.
 */
export function EmptyState({
  kind,
  title,
  description,
  onRetry,
  retrying = false,
}: EmptyStateProps) {
  const text = (
    <>
      <p className={styles.title}>{title ?? t(messages[kind].title)}</p>
      <p className={styles.description}>{description ?? t(messages[kind].description)}</p>
    </>
  );

  if (kind === 'loading') {
    return (
      <div className={styles.root} role="status">
        <span className={styles.spinnerBox} aria-hidden="true">
          <span className={styles.spinner} />
        </span>
        {text}
      </div>
    );
  }

  const canRetry = onRetry !== undefined && (kind === 'fail' || kind === 'network_error');
  return (
    <div className={styles.root}>
      <Drawing kind={kind} />
      {text}
      {canRetry && (
        <div className={styles.action}>
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}

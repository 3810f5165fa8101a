import { useEffect } from 'react';
import type { ArticleDetail } from '../../api/contract';
import { getArticle } from '../../api/content';
import { useQuietResource } from '../../api/useQuietResource';
import {
  ArticleTextSkeleton,
  LEGAL_ARTICLES,
  preloadSanitizer,
  SafeHtml,
  type LegalDocument,
} from '../../features/content';
import { isArticleEntry } from '../../features/content/ArticleFrame/ArticleFrame';
import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Sheet } from '../../ui/Sheet/Sheet';
import * as styles from './AuthPopup.css';
import '../../i18n/messages/auth';

type DocumentSheetProps = {
  /** The document to read; null: closed. */
  document: Extract<LegalDocument, 'terms' | 'privacy'> | null;
  onClose: () => void;
};

/**
 * The terms of use or the privacy policy, read over the register form before the player accepts
 * them: a sheet on top of the pop-up, so what was typed stays where it was. The back office's
 * article (GET article/{key}), shown through SafeHtml; loading lines, then the text, or the
 * failure with a retry in place (no toast: spec 8, the call handles its own failure).
 */
export function DocumentSheet({ document, onClose }: DocumentSheetProps) {
  useEffect(preloadSanitizer, []);
  const read = useQuietResource(
    getArticle,
    document === null ? null : { key: LEGAL_ARTICLES[document] },
    () => false,
  );
  const found = isArticleEntry<ArticleDetail>(read.data) ? read.data : undefined;
  const title = document === null ? '' : t(`auth.document.${document}`);
  return (
    <Sheet open={document !== null} onClose={onClose} title={title}>
      <div className={styles.document} aria-busy={found === undefined && read.status !== 'error'}>
        {found !== undefined ? (
          <SafeHtml html={found.content} fallback={<ArticleTextSkeleton />} />
        ) : read.status === 'error' ? (
          <EmptyState
            kind={read.error?.kind === 'network' ? 'network_error' : 'fail'}
            onRetry={read.retry}
            retrying={read.retrying}
          />
        ) : (
          <ArticleTextSkeleton />
        )}
      </div>
    </Sheet>
  );
}

import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import type { ActivityArticleDetail } from '../../api/contract';
import { getActivityArticle } from '../../api/activities';
import { useQuietResource } from '../../api/useQuietResource';
import { isActivityNotFound, parseActivityId } from '../../features/activities/activityDetail';
import { ArticleBody, ArticleBodySkeleton, preloadSanitizer } from '../../features/content';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { formatDate } from '../../lib/time';
import { button } from '../../ui/Button/buttonClass';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './ActivityArticle.css';
import '../../i18n/messages/activityDetail';

/** What an article answer must hold to be shown; anything else reads as "not found". */
const isArticle = (data: unknown): data is ActivityArticleDetail =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as ActivityArticleDetail).title === 'string' &&
  typeof (data as ActivityArticleDetail).content === 'string';

/**
 * /activityArticle?id= (spec 2, public): an article entry of the activity page (spec 2: merged
 * into category 3). Title, publication date, banner and body: the body is server HTML, shown
 * through the same pieces as /article (features/content ArticleBody, only through SafeHtml).
 */
export function ActivityArticle() {
  const id = parseActivityId(useSearch());
  useEffect(preloadSanitizer, []);
  const article = useQuietResource(getActivityArticle, id === null ? null : { id }, () => false);
  const found = isArticle(article.data) ? article.data : undefined;
  const notFound =
    id === null ||
    (found === undefined && isActivityNotFound(article.error)) ||
    (article.data !== undefined && !found);

  let title: string | undefined;
  let content;
  if (notFound) {
    title = t('activityDetail.article.notFound.title');
    content = (
      <>
        <EmptyState
          kind="empty_data"
          title={t('activityDetail.article.notFound.title')}
          description={t('activityDetail.article.notFound.text')}
        />
        <div className={styles.action}>
          <Link href="/activity" className={button({ variant: 'secondary' })}>
            {t('activityDetail.backToList')}
          </Link>
        </div>
      </>
    );
  } else if (found) {
    title = found.title;
    const published = formatDate(found.publishTime);
    content = (
      <>
        {published && (
          <p className={styles.date}>
            {t('activityDetail.article.published', { date: published })}
          </p>
        )}
        <ArticleBody bannerPicUrl={found.bannerPicUrl} html={found.content} />
      </>
    );
  } else if (article.status === 'error') {
    title = t('activityDetail.article.title');
    content = (
      <EmptyState
        kind={article.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={article.retry}
        retrying={article.retrying}
      />
    );
  } else {
    content = (
      <>
        <Skeleton shape="text" width="40%" />
        <ArticleBodySkeleton />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <article
        className={styles.body}
        aria-label={title ?? t('common.loading')}
        aria-busy={(!notFound && !found && article.status !== 'error') || undefined}
      >
        {content}
      </article>
    </div>
  );
}

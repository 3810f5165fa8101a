import { useEffect } from 'react';
import { useSearch } from 'wouter';
import type { ActivityArticleDetail } from '../../api/contract';
import { getActivityArticle } from '../../api/activities';
import { useQuietResource } from '../../api/useQuietResource';
import { isActivityNotFound, parseActivityId } from '../../features/activities/activityDetail';
import { ArticleFrame, isArticleEntry } from '../../features/content/ArticleFrame/ArticleFrame';
import { ArticleBody, ArticleBodySkeleton, preloadSanitizer } from '../../features/content';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { formatDate } from '../../lib/time';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './ActivityArticle.css';
import '../../i18n/messages/activityDetail';

/**
 * /activityArticle?id= (spec 2, public): an article entry of the activity page (spec 2: merged
 * into category 3). Title, publication date, banner and body: the body is server HTML, shown
 * through the same pieces as /article (features/content ArticleBody, only through SafeHtml).
 */
export function ActivityArticle() {
  const id = parseActivityId(useSearch());
  useEffect(preloadSanitizer, []);
  const article = useQuietResource(getActivityArticle, id === null ? null : { id }, () => false);
  const found = isArticleEntry<ActivityArticleDetail>(article.data) ? article.data : undefined;
  const notFound =
    id === null ||
    (found === undefined && isActivityNotFound(article.error)) ||
    (article.data !== undefined && !found);

  return (
    <ArticleFrame
      read={article}
      found={found}
      notFound={notFound}
      header={(title) => <PageHeader title={title} />}
      notFoundTitle={t('activityDetail.article.notFound.title')}
      notFoundText={t('activityDetail.article.notFound.text')}
      back={{ href: '/activity', label: t('activityDetail.backToList') }}
      errorTitle={t('activityDetail.article.title')}
      titleOf={(entry) => entry.title}
      skeleton={
        <>
          <Skeleton shape="text" width="40%" />
          <ArticleBodySkeleton />
        </>
      }
    >
      {(entry) => <Published article={entry} />}
    </ArticleFrame>
  );
}

/** The publication date (when the server gave one), then the banner and the body. */
function Published({ article }: { article: ActivityArticleDetail }) {
  const published = formatDate(article.publishTime);
  return (
    <>
      {published && (
        <p className={styles.date}>{t('activityDetail.article.published', { date: published })}</p>
      )}
      <ArticleBody bannerPicUrl={article.bannerPicUrl} html={article.content} />
    </>
  );
}

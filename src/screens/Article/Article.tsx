import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import type { Article as ArticleEntry, ArticleDetail } from '../../api/contract';
import { getArticle, getArticles } from '../../api/content';
import { useQuietResource } from '../../api/useQuietResource';
import { ArticleFrame, isArticleEntry } from '../../features/content/ArticleFrame/ArticleFrame';
import {
  ArticleBody,
  ArticleBodySkeleton,
  articleHref,
  preloadSanitizer,
} from '../../features/content';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { serverImage } from '../../lib/serverLink';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ChevronRightIcon } from '../../ui/Icon/ChevronRightIcon';
import { Image } from '../../ui/Image/Image';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Article.css';
import { parseArticleQuery } from './articleQuery';
import '../../i18n/messages/content';

/** CHOICE: the contract's "not found" code (mocks/world/README.md: 404 article not found). */
const NOT_FOUND = 404;

/** The list's logo is drawn 32 px wide (size.iconLg): asked of the image proxy at 3x (spec 9). */
const LOGO_PROXY_WIDTH = 96;

/**
 * /article (spec 2, public): the back office's articles. `?key=` shows one article, otherwise
 * the list (of `?type=` when given); articleQuery.ts has the CHOICE. Article bodies are server
 * HTML and reach the page only through SafeHtml.
 */
export function Article() {
  const query = parseArticleQuery(useSearch());
  if (query.view === 'list') return <ArticleList type={query.type} />;
  return <ArticleView articleKey={query.view === 'detail' ? query.key : null} />;
}

function ArticleList({ type }: { type: number | undefined }) {
  const list = useQuietResource(getArticles, type === undefined ? {} : { type });

  let content;
  if (list.status === 'loading') {
    content = <ListSkeleton />;
  } else if (list.status === 'error') {
    content = (
      <EmptyState
        kind={list.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={list.retry}
        retrying={list.retrying}
      />
    );
  } else if (list.status === 'empty' || !list.data) {
    content = (
      <EmptyState
        kind="empty_data"
        title={t('content.article.emptyTitle')}
        description={t('content.article.emptyDescription')}
      />
    );
  } else {
    content = (
      <ul className={styles.list}>
        {list.data.map((entry) => (
          <ArticleRow key={entry.key} entry={entry} />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('content.article.title')} />
      <section
        className={styles.body}
        aria-label={t('content.article.listLabel')}
        aria-busy={list.status === 'loading' || undefined}
      >
        {content}
      </section>
    </div>
  );
}

function ArticleRow({ entry }: { entry: ArticleEntry }) {
  return (
    <li>
      <Link href={articleHref(entry.key)} className={styles.row}>
        <span className={styles.logo}>
          {entry.logo ? (
            <Image src={serverImage(entry.logo, LOGO_PROXY_WIDTH)} alt="" ratio={1} radius="sm" />
          ) : null}
        </span>
        <span className={styles.rowTitle}>{entry.title}</span>
        <ChevronRightIcon className={styles.chevron} />
      </Link>
    </li>
  );
}

/** One article; `articleKey` null is a key that cannot exist (articleQuery.ts). */
function ArticleView({ articleKey }: { articleKey: string | null }) {
  // The sanitiser downloads while the article does (SafeHtml would otherwise wait for both).
  useEffect(preloadSanitizer, []);
  const article = useQuietResource(
    getArticle,
    articleKey === null ? null : { key: articleKey },
    () => false,
  );
  const found = isArticleEntry<ArticleDetail>(article.data) ? article.data : undefined;
  const notFound =
    articleKey === null ||
    article.error?.code === NOT_FOUND ||
    (article.data !== undefined && !found);

  return (
    <ArticleFrame
      read={article}
      found={found}
      notFound={notFound}
      header={(title) => <PageHeader title={title} />}
      notFoundTitle={t('content.article.notFoundTitle')}
      notFoundText={t('content.article.notFoundDescription')}
      back={{ href: '/article', label: t('content.article.backToList') }}
      errorTitle={t('content.article.title')}
      titleOf={(entry) => entry.title}
      skeleton={<ArticleBodySkeleton />}
    >
      {(entry) => <ArticleBody bannerPicUrl={entry.bannerPicUrl} html={entry.content} />}
    </ArticleFrame>
  );
}

/** Rows in the list's shape while it loads. */
function ListSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.row}>
          <span className={styles.logo}>
            <Skeleton ratio={1} radius="sm" />
          </span>
          <span className={styles.rowTitle}>
            <Skeleton shape="text" width={index % 2 === 0 ? '70%' : '55%'} />
          </span>
        </div>
      ))}
    </div>
  );
}

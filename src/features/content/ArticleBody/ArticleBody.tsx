import { serverImage } from '../../../lib/serverLink';
import { Image } from '../../../ui/Image/Image';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { SafeHtml } from '../SafeHtml/SafeHtml';
import * as styles from './ArticleBody.css';

/** An article's banner spans the 500 px column (spec 9 layout max width). */
const BANNER_PROXY_WIDTH = 500;

type ArticleBodyProps = {
  /** The banner picture; none when empty. */
  bannerPicUrl: string;
  /** The body: server HTML, shown only through SafeHtml. */
  html: string;
};

/**
 * An article's banner (a 2:1 box, so nothing moves as it loads) and its body through SafeHtml:
 * what /article?key= and /activityArticle?id= show of an article. Renders siblings (no box of
 * its own): the page lays them out.
 */
export function ArticleBody({ bannerPicUrl, html }: ArticleBodyProps) {
  return (
    <>
      {bannerPicUrl ? (
        <Image src={serverImage(bannerPicUrl, BANNER_PROXY_WIDTH)} alt="" ratio={2} />
      ) : null}
      <SafeHtml html={html} fallback={<ArticleTextSkeleton />} />
    </>
  );
}

/** Paragraph lines where an article's text will be. */
export function ArticleTextSkeleton() {
  return (
    <div className={styles.stack} aria-hidden="true">
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="text" lines={4} />
      <Skeleton shape="text" lines={3} />
    </div>
  );
}

/** The banner and the text while an article loads. */
export function ArticleBodySkeleton() {
  return (
    <div className={styles.stack} aria-hidden="true">
      <Skeleton ratio={2} radius="md" />
      <ArticleTextSkeleton />
    </div>
  );
}

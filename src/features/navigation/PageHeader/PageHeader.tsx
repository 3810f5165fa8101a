import { useLocation } from 'wouter';
import { t } from '../../../i18n/t';
import { IconButton } from '../../../ui/IconButton/IconButton';
import { ChevronLeftIcon } from '../../../ui/Icon/ChevronLeftIcon';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import * as styles from './PageHeader.css';

type PageHeaderProps = {
  /** The page's h1; `undefined` while it loads (a placeholder shows, the heading says so). */
  title: string | undefined;
};

/**
 * The top of every page that is not a tab (game list, search, game detail, reset password): a
 * back button and the page title, centred (spec 2: "Other pages show a back arrow and a title").
 * Back returns to wherever the player came from, or home on a page opened directly.
 */
export function PageHeader({ title }: PageHeaderProps) {
  const [, navigate] = useLocation();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
  return (
    <header className={styles.header}>
      <IconButton label={t('common.back')} onClick={goBack}>
        <ChevronLeftIcon />
      </IconButton>
      {title === undefined ? (
        <h1 className={styles.title} aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <span className={styles.titleSkeleton}>
            <Skeleton height="1em" width="40%" radius="sm" />
          </span>
        </h1>
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      <span />
    </header>
  );
}

import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { IconButton } from '../../../ui/IconButton/IconButton';
import { BackIcon } from '../ShellIcons/ShellIcons';
import * as styles from './Header.css';

type PageHeaderProps = {
  /** The page's title, its h1. */
  title: string;
  onBack: () => void;
  /** An optional button on the right (e.g. a filter); the title stays centred either way. */
  action?: ReactNode;
};

/**
 * The header of the pages that are not tabs (spec 2, "other pages show a back arrow and a
 * title"): a back button ('Voltar') and the page title as its heading, centred. Sticky like
 * the tab-page header.
 */
export function PageHeader({ title, onBack, action }: PageHeaderProps) {
  return (
    <header className={styles.pageHeader}>
      <IconButton label={t('common.back')} onClick={onBack}>
        <BackIcon />
      </IconButton>
      <h1 className={styles.pageTitle}>{title}</h1>
      <span className={styles.pageAction}>{action}</span>
    </header>
  );
}

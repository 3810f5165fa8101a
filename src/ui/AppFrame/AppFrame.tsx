import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import * as styles from './AppFrame.css';

type AppFrameProps = {
  /** Sticky top area (header). */
  header?: ReactNode;
  /** Bottom navigation, rendered after the main content. */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The mobile frame every screen lives in: a 500 px column centred on larger screens, with a
 * skip link to the main content for keyboard users.
 */
export function AppFrame({ header, footer, children }: AppFrameProps) {
  return (
    <div className={styles.backdrop}>
      <div className={styles.column}>
        <a className={styles.skipLink} href="#conteudo">
          {t('frame.skipToContent')}
        </a>
        {header}
        <main id="conteudo" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {footer}
      </div>
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { Avatar } from '../../../ui/Avatar/Avatar';
import { Button } from '../../../ui/Button/Button';
import { CloseButton } from '../../../ui/Modal/CloseButton';
import { ModalLayer } from '../../../ui/Modal/ModalLayer';
import { ChevronRightSmallIcon } from '../../../ui/Icon/ChevronRightSmallIcon';
import { GlobeIcon } from '../../../ui/Icon/GlobeIcon';
import { HeadsetIcon } from '../../../ui/Icon/HeadsetIcon';
import { InfoIcon } from '../../../ui/Icon/InfoIcon';
import { LEGAL_DOCUMENTS, type LegalDocument } from '../../../features/content';
import * as styles from './SideMenu.css';
import '../../../i18n/messages/shellExtras';

/** A game category or an activity in the menu: its name and its icon's URL (spec 3). */
export type SideMenuEntry = { id: number | string; name: string; icon: string };

/** The logged-in player at the top of the menu; `null` for a visitor. */
export type SideMenuPlayer = { name: string; avatarUrl?: string | null };

type SideMenuProps = {
  open: boolean;
  /** The close button, Esc and a tap beside the drawer. */
  onClose: () => void;
  brand: string;
  logoUrl?: string;
  player: SideMenuPlayer | null;
  categories: readonly SideMenuEntry[];
  /** Activities as the app filters them for the player or visitor (spec 6). */
  activities: readonly SideMenuEntry[];
  /** The current language's name; without it (one language only) there is no language row. */
  languageName?: string;
  onCategoryClick: (id: SideMenuEntry['id']) => void;
  onActivityClick: (id: SideMenuEntry['id']) => void;
  onLanguageClick: () => void;
  /** The customer service; no service URL (features/service/serviceLink.ts), no row. */
  onServiceClick?: () => void;
  /** Terms of use, privacy policy, responsible gaming: reachable from every page. */
  onDocumentClick: (document: LegalDocument) => void;
  onLoginClick: () => void;
  onRegisterClick: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The side menu the header's menu button opens: a drawer from the left edge of the 500 px
 * column with the player (or Entrar and Cadastrar for a visitor), the game categories, the
 * activities, the language, customer service and the legal documents.
 *
 * It is a modal dialog built on the shared modal layer (the one behind Sheet and Dialog):
 * focus moves in and stays in, Esc closes, the page behind is inert and does not scroll, and
 * focus returns to the menu button on close. A drawer rather than a bottom sheet, because the
 * menu is long and tall, and players of casino lobbies expect it on the left, under the button.
 */
export function SideMenu({
  open,
  onClose,
  brand,
  logoUrl,
  player,
  categories,
  activities,
  languageName,
  onCategoryClick,
  onActivityClick,
  onLanguageClick,
  onServiceClick,
  onDocumentClick,
  onLoginClick,
  onRegisterClick,
}: SideMenuProps) {
  const titleId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      placement="bottom"
      panelClassName={styles.panel}
    >
      <div className={styles.drawer}>
        <div className={styles.top}>
          <h2 id={titleId} className="visually-hidden">
            {t('sideMenu.title')}
          </h2>
          <span className={styles.brand}>
            {logoUrl ? (
              <img className={styles.logo} src={logoUrl} alt={brand} decoding="async" />
            ) : (
              <span className={styles.wordmark}>{brand}</span>
            )}
          </span>
          <CloseButton label={t('common.close')} onClick={onClose} />
        </div>

        <div className={styles.body}>
          {player ? (
            <div className={styles.account}>
              <Avatar name={player.name} src={player.avatarUrl} size="md" />
              <span className={styles.greeting}>
                {t('sideMenu.greeting', { name: player.name })}
              </span>
            </div>
          ) : (
            <div className={styles.accountButtons}>
              <Button variant="secondary" onClick={onLoginClick}>
                {t('header.login')}
              </Button>
              <Button onClick={onRegisterClick}>{t('header.register')}</Button>
            </div>
          )}

          {categories.length > 0 && (
            <Section title={t('sideMenu.games')}>
              <ul className={styles.grid}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <button
                      type="button"
                      className={styles.tile}
                      onClick={() => onCategoryClick(category.id)}
                    >
                      <img className={styles.rowIcon} src={category.icon} alt="" decoding="async" />
                      <span className={styles.tileLabel}>{category.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {activities.length > 0 && (
            <Section title={t('sideMenu.activities')}>
              <ul className={styles.list}>
                {activities.map((activity) => (
                  <li key={activity.id}>
                    <button
                      type="button"
                      className={styles.row}
                      onClick={() => onActivityClick(activity.id)}
                    >
                      <img className={styles.rowIcon} src={activity.icon} alt="" decoding="async" />
                      <span className={styles.rowLabel}>{activity.name}</span>
                      <span className={styles.rowChevron}>
                        <ChevronRightSmallIcon />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <Section title={t('sideMenu.more')}>
            <ul className={styles.list}>
              {languageName && (
                <li>
                  <button type="button" className={styles.row} onClick={onLanguageClick}>
                    <span className={styles.rowGlyph}>
                      <GlobeIcon />
                    </span>
                    <span className={styles.rowLabel}>{t('sideMenu.language')}</span>{' '}
                    <span className={styles.rowValue}>{languageName}</span>
                    <span className={styles.rowChevron}>
                      <ChevronRightSmallIcon />
                    </span>
                  </button>
                </li>
              )}
              {onServiceClick && (
                <li>
                  <button type="button" className={styles.row} onClick={onServiceClick}>
                    <span className={styles.rowGlyph}>
                      <HeadsetIcon />
                    </span>
                    <span className={styles.rowLabel}>{t('sideMenu.service')}</span>
                    <span className={styles.rowChevron}>
                      <ChevronRightSmallIcon />
                    </span>
                  </button>
                </li>
              )}
              {LEGAL_DOCUMENTS.map((document) => (
                <li key={document}>
                  <button
                    type="button"
                    className={styles.row}
                    onClick={() => onDocumentClick(document)}
                  >
                    <span className={styles.rowGlyph}>
                      <InfoIcon />
                    </span>
                    <span className={styles.rowLabel}>{t(`legal.${document}`)}</span>
                    <span className={styles.rowChevron}>
                      <ChevronRightSmallIcon />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </ModalLayer>
  );
}

import { useId, useState } from 'react';
import { Link } from 'wouter';
import { LEGAL_DOCUMENTS, legalHref } from '../../../features/content';
import { t } from '../../../i18n/t';
import { now } from '../../../lib/clock';
import { isSafeExternalUrl } from '../../../lib/url';
import { copyrightYears } from './copyright';
import * as styles from './Footer.css';
import '../../../i18n/messages/shellExtras';

/** A social share link as the footer shows it (spec 3 social media link, `type` 1). */
export type FooterSocialLink = {
  id: number | string;
  name: string;
  linkUrl: string | null;
  logo: string;
};

type FooterProps = {
  /** Brand name for the copyright line. */
  brand: string;
  /** Social links to show; the app passes those with `h5Show` (spec 5). Unsafe URLs are dropped. */
  socialLinks?: readonly FooterSocialLink[];
};

function SocialLogo({ name, logo }: { name: string; logo: string }) {
  // Remember which URL failed, so a new logo gets its own chance without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  if (!logo || failed === logo) {
    return (
      <span className={styles.socialFallback} role="img" aria-label={name}>
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase()}</span>
      </span>
    );
  }
  return (
    <img
      className={styles.socialLogo}
      src={logo}
      alt={name}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(logo)}
    />
  );
}

/**
 * The site footer (spec 1): social share links, the 18+ notice with a responsible-gaming line,
 * the terms of use, privacy policy and responsible-gaming documents (a player must reach them
 * from every page: features/content/legal.ts), and the copyright running from 2023 to the
 * current year in São Paulo.
 *
 * Links come from the back office, so each is checked before it is rendered: only absolute
 * http(s) URLs without credentials are shown (`isSafeExternalUrl`); a `javascript:` or `data:`
 * link is left out entirely. They open in a new tab with `noopener noreferrer`, so the page
 * they open can neither reach back into ours nor learn where the player came from.
 */
export function Footer({ brand, socialLinks = [] }: FooterProps) {
  const headingId = useId();
  const links = socialLinks.flatMap(({ linkUrl, ...link }) =>
    isSafeExternalUrl(linkUrl) ? [{ ...link, linkUrl }] : [],
  );

  return (
    <footer className={styles.footer}>
      {links.length > 0 && (
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className="visually-hidden">
            {t('footer.social')}
          </h2>
          <ul className={styles.socialList}>
            {links.map((link) => (
              <li key={link.id}>
                <a
                  className={styles.socialLink}
                  href={link.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialLogo name={link.name} logo={link.logo} />
                  <span className="visually-hidden"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className={styles.age} data-keep-clear="">
        <span className={styles.ageBadge} aria-hidden="true">
          {t('footer.ageBadge')}
        </span>
        <p className={styles.ageText}>
          <span className={styles.ageTitle}>{t('footer.ageNotice')}</span>
          <span>{t('footer.responsible')}</span>
        </p>
      </div>

      <nav aria-label={t('footer.documents')}>
        <ul className={styles.documents}>
          {LEGAL_DOCUMENTS.map((document) => (
            <li key={document}>
              <Link href={legalHref(document)} className={styles.document}>
                {t(`legal.${document}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p className={styles.copyright}>
        {t('footer.copyright', { years: copyrightYears(now()), brand })}
      </p>
    </footer>
  );
}

import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { accountPhone, maskedPhone } from '../../features/settings/accountPhone';
import { LogoutButton } from '../../features/settings/LogoutButton/LogoutButton';
import { PushOptIn } from '../../features/settings/PushOptIn/PushOptIn';
import { usePhoneVerified } from '../../features/settings/phoneCheck';
import { useAccountUser } from '../../features/settings/useAccountUser';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import type { MessageKey } from '../../i18n/pt-BR';
import { localeFor, shouldShowLanguageButton, useLanguage, type Locale } from '../../i18n/language';
import { t } from '../../i18n/t';
import { openConsentSettings, useConsent } from '../../tracking/consent';
import { openOverlay } from '../../state/overlays';
import { loadLanguages, usePlatform } from '../../state/platform';
import { useSession } from '../../state/session';
import { DEFAULT_CURRENCY, useWallet } from '../../state/wallet';
import { Button } from '../../ui/Button/Button';
import { CheckIcon } from '../../ui/Icon/CheckIcon';
import { ChevronRightSmallIcon } from '../../ui/Icon/ChevronRightSmallIcon';
import { CoinIcon } from '../../ui/Icon/CoinIcon';
import { EyeOffIcon } from '../../ui/Icon/EyeOffIcon';
import { GlobeIcon } from '../../ui/Icon/GlobeIcon';
import { LockIcon } from '../../ui/Icon/LockIcon';
import { PhoneIcon } from '../../ui/Icon/PhoneIcon';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Setting.css';
import '../../i18n/messages/settings';
import '../../i18n/messages/consent';

/**
 * /setting (spec 2, login): the player's preferences and account security. Language and
 * currency open the existing pickers (spec 2 global overlays), the password and the phone lead
 * to /changePassword and /codeauth, and "Sair da conta" logs out after a confirmation (spec 4).
 * The rows work while the user info loads; only the phone row waits for it.
 */
export function Setting() {
  // The page where the language is switched follows the switch itself, whatever re-renders
  // around it (AppRoot does too).
  useLanguage();
  const preferencesId = useId();
  const securityId = useId();
  return (
    <div className={styles.page}>
      <PageHeader title={t('settings.title')} />
      <div className={styles.body}>
        <section className={styles.section} aria-labelledby={preferencesId}>
          <h2 id={preferencesId} className={styles.sectionTitle}>
            {t('settings.preferences')}
          </h2>
          <ul className={styles.list}>
            <li>
              <LanguageRow />
            </li>
            <li>
              <CurrencyRow />
            </li>
            <li>
              <PrivacyRow />
            </li>
            <li>
              <PushOptIn />
            </li>
          </ul>
        </section>
        <section className={styles.section} aria-labelledby={securityId}>
          <h2 id={securityId} className={styles.sectionTitle}>
            {t('settings.security')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link href="/changePassword" className={styles.rowAction}>
                <RowContent icon={<LockIcon />} label={t('settings.password.label')} />
              </Link>
            </li>
            <li>
              <PhoneRow />
            </li>
          </ul>
        </section>
        <LogoutButton />
      </div>
    </div>
  );
}

type RowContentProps = {
  icon: ReactNode;
  label: string;
  /** What is set now, after the label (muted); a node for a placeholder or a mark. */
  value?: ReactNode;
  /** Static rows (nothing to choose) draw no chevron. */
  chevron?: boolean;
};

function RowContent({ icon, label, value, chevron = true }: RowContentProps) {
  return (
    <>
      <span className={styles.rowIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.rowLabel}>{label}</span>
      {value !== undefined && <span className={styles.rowValue}>{value}</span>}
      {chevron && <ChevronRightSmallIcon className={styles.chevron} />}
    </>
  );
}

/** The language's own name when the platform's list has not got it (or could not be read). */
const LOCALE_NAMES: Record<Locale, MessageKey> = {
  'pt-BR': 'settings.language.pt-BR',
  en: 'settings.language.en',
};

/**
 * The language in use. A button that opens the language picker when the platform offers more
 * than one language (spec 2 counts them the same way for the header's button, which a logged-in
 * player does not have: this row is their way to switch); otherwise a plain row.
 */
function LanguageRow() {
  const { languages } = usePlatform();
  const { code, locale } = useLanguage();
  const missing = languages.length === 0;
  useEffect(() => {
    // The list loads with the header for visitors only; here a player needs it too. A failed
    // list leaves the row plain (it never asks again in a loop: `missing` stays true).
    if (missing) void loadLanguages();
  }, [missing]);
  const current =
    languages.find((entry) => entry.lang === code) ??
    languages.find((entry) => localeFor(entry.lang) === locale);
  const content = (
    <RowContent
      icon={<GlobeIcon />}
      label={t('settings.language.label')}
      value={current?.langName ?? t(LOCALE_NAMES[locale])}
      chevron={shouldShowLanguageButton(languages, false)}
    />
  );
  if (!shouldShowLanguageButton(languages, false)) {
    return <div className={styles.row}>{content}</div>;
  }
  return (
    <button type="button" className={styles.rowAction} onClick={() => openOverlay('language')}>
      {content}
    </button>
  );
}

/**
 * "Privacidade e cookies": the LGPD choice about ad pixels, changeable here at any time; opens the
 * same purposes sheet as the banner's "Configurações" (the shell hosts it:
 * features/consent/ConsentHost.tsx).
 */
function PrivacyRow() {
  const { choice } = useConsent();
  const value =
    choice === 'accepted'
      ? t('consent.row.accepted')
      : choice === 'refused'
        ? t('consent.row.refused')
        : t('consent.row.unset');
  return (
    <button type="button" className={styles.rowAction} onClick={openConsentSettings}>
      <RowContent icon={<EyeOffIcon />} label={t('consent.row.label')} value={value} />
    </button>
  );
}

/** The currency the balances are shown in (spec 4): opens the currency picker. */
function CurrencyRow() {
  const { currentCurrency } = useWallet();
  const { user } = useSession();
  return (
    <button type="button" className={styles.rowAction} onClick={() => openOverlay('currency')}>
      <RowContent
        icon={<CoinIcon />}
        label={t('settings.currency.label')}
        value={currentCurrency || user?.currentCurrency || DEFAULT_CURRENCY}
      />
    </button>
  );
}

/**
 * The phone check (/codeauth): the account's number with its middle hidden, or "Verificado"
 * once the server accepted a code during this session (phoneCheck.ts: no call reports it).
 * While the user info loads the value is a placeholder; if it failed, the row says so and
 * offers a retry beside it (the link itself still works).
 */
function PhoneRow() {
  const account = useAccountUser();
  const phone = accountPhone(account.user?.account);
  const verified = usePhoneVerified(phone);

  let value: ReactNode;
  if (account.status === 'loading') {
    value = (
      <span className={styles.valueSkeleton}>
        <Skeleton shape="text" />
      </span>
    );
  } else if (account.status === 'error') {
    value = null;
  } else if (!phone) {
    value = t('settings.phone.none');
  } else if (verified) {
    value = (
      <span className={styles.verified}>
        <CheckIcon className={styles.verifiedIcon} strokeWidth={2.5} />
        {t('settings.phone.verified')}
      </span>
    );
  } else {
    value = maskedPhone(phone);
  }

  return (
    <>
      <Link
        href="/codeauth"
        className={styles.rowAction}
        aria-busy={account.status === 'loading' || undefined}
      >
        <RowContent icon={<PhoneIcon />} label={t('settings.phone.label')} value={value} />
      </Link>
      {account.status === 'error' && (
        <p className={styles.rowError} role="alert">
          <span>{t('settings.phone.failed')}</span>
          <Button size="sm" variant="secondary" loading={account.retrying} onClick={account.retry}>
            {t('common.retry')}
          </Button>
        </p>
      )}
    </>
  );
}

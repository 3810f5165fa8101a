import { useEffect, useId, useState } from 'react';
import type { Language } from '../../api/contract';
import { localeFor, setLanguage, useLanguage } from '../../i18n/language';
import { t } from '../../i18n/t';
import { closeOverlay, useOverlays } from '../../state/overlays';
import { loadLanguages, usePlatform } from '../../state/platform';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { CheckIcon } from '../../ui/Icon/CheckIcon';
import { Sheet } from '../../ui/Sheet/Sheet';
import * as styles from './LanguagePicker.css';
import * as pickerList from '../pickerList.css';
import '../../i18n/messages/globalOverlays';

/**
 * Which entry is the language in use: the one whose code the player chose, else the first
 * whose catalog is the active one (the server may spell 'pt-BR' as 'pt_br').
 */
function currentIndex(languages: readonly Language[], code: string, locale: string): number {
  const exact = languages.findIndex((entry) => entry.lang === code);
  return exact >= 0 ? exact : languages.findIndex((entry) => localeFor(entry.lang) === locale);
}

/**
 * The language picker (spec 2 header language button): open while the overlays store's pop-up
 * is `language`. Lists the platform's languages (spec 3 country/language: flag, name) with the
 * one in use marked; choosing one switches the app (i18n `setLanguage`, which loads the catalog
 * and persists the choice) and closes. If the catalog cannot be loaded the picker stays open and
 * says so. The list loads on opening if the platform store does not have it yet.
 */
export function LanguagePicker() {
  const { overlay } = useOverlays();
  const open = overlay?.name === 'language';
  // Read for its re-render: every t() below follows a switch at once.
  useLanguage();
  return (
    <Sheet open={open} onClose={closeOverlay} title={t('languagePicker.title')}>
      {open && <LanguageList />}
    </Sheet>
  );
}

function LanguageList() {
  const { languages } = usePlatform();
  const { code, locale } = useLanguage();
  const listId = useId();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(languages.length === 0);

  useEffect(() => {
    if (!loading) return;
    void loadLanguages().then(() => setLoading(false));
  }, [loading]);

  if (languages.length === 0) {
    return loading ? <EmptyState kind="loading" /> : <EmptyState kind="empty_data" />;
  }
  const current = currentIndex(languages, code, locale);

  const choose = async (entry: Language, index: number) => {
    if (choosing !== null) return;
    if (index === current) {
      closeOverlay();
      return;
    }
    setFailed(false);
    setChoosing(entry.lang);
    const switched = await setLanguage(entry.lang);
    setChoosing(null);
    if (switched) closeOverlay();
    else setFailed(true);
  };

  return (
    <>
      <span id={listId} className="visually-hidden">
        {t('languagePicker.list')}
      </span>
      <ul className={pickerList.list} aria-labelledby={listId}>
        {languages.map((entry, index) => {
          const selected = index === current;
          const busy = choosing === entry.lang;
          return (
            <li key={`${entry.lang}:${index}`}>
              <button
                type="button"
                className={pickerList.option}
                aria-current={selected || undefined}
                aria-busy={busy || undefined}
                // The name in its own language: lang lets screen readers pronounce it right.
                lang={entry.lang.replace(/_/g, '-')}
                onClick={() => void choose(entry, index)}
              >
                {entry.logo ? (
                  <img className={styles.flag} src={entry.logo} alt="" width={36} height={24} />
                ) : (
                  <span className={styles.flagFallback} aria-hidden="true">
                    {entry.showLang}
                  </span>
                )}
                <span className={styles.name}>{entry.langName}</span>
                {busy && <span className={styles.spinner} aria-hidden="true" />}
                {selected && !busy && <CheckIcon className={styles.check} strokeWidth={2.2} />}
              </button>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('languagePicker.failed')}
        </p>
      )}
    </>
  );
}

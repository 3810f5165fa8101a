import { AppFrame } from '../ui/AppFrame/AppFrame';
import { t } from '../i18n/t';
import { sprinkles } from '../theme/sprinkles.css';

/**
 * The app root. Routes, header and tab bar are wired by the shell issue; until then the frame
 * renders with the brand header only.
 */
export function App() {
  return (
    <AppFrame
      header={
        <header className={sprinkles({ padding: 'lg', fontWeight: 'bold' })}>
          <span>{t('app.name')}</span>
        </header>
      }
    >
      <span className="visually-hidden">{t('app.tagline')}</span>
    </AppFrame>
  );
}

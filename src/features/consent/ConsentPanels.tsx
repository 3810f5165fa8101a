import { lazy, Suspense, useEffect, useState } from 'react';
import { t } from '../../i18n/t';
import { useConsent } from '../../tracking/consent';
import { showToast } from '../../state/overlays';
import { useHydrated } from '../../ui/hydration';
import { ConsentBanner } from './ConsentBanner/ConsentBanner';
import '../../i18n/messages/consent';

// The purposes sheet loads on its own: the prerendered first viewport needs only the banner, and
// every file more in the first load's burst of scripts costs it time.
const loadSettings = () => import('./ConsentSettings/ConsentSettings');
const ConsentSettings = lazy(() => loadSettings().then((m) => ({ default: m.ConsentSettings })));

type ConsentPanelsProps = {
  /** The page shows the tab bar: the banner sits above it. */
  aboveTabBar: boolean;
};

/** After a choice the banner or sheet is gone: focus goes back to the page, and a toast says so. */
function afterChoice(): void {
  document.getElementById('conteudo')?.focus({ preventScroll: true });
  showToast({ message: t('consent.saved'), tone: 'success' });
}

/**
 * What the player sees of the LGPD consent: the banner until a choice is kept (hidden while the
 * purposes sheet is open over it), and the sheet when asked for (banner or /setting). The sheet's
 * code is fetched once the browser is idle, so "Configurações" opens at once; it is mounted from
 * its first opening on (its closing animation needs it mounted).
 */
export function ConsentPanels({ aboveTabBar }: ConsentPanelsProps) {
  const { choice, settingsOpen } = useConsent();
  // The prerendered page carries the banner as a first visit sees it; while this piece hydrates it
  // is drawn as prerendered, then follows the stored choice. A kept choice hides the prerendered
  // banner from the first paint on (index.html's boot script sets data-consent,
  // theme/global.css.ts), so a returning player never sees it.
  const hydrated = useHydrated();
  const asked = hydrated ? choice === null : true;
  const [sheetMounted, setSheetMounted] = useState(false);
  if (settingsOpen && !sheetMounted) setSheetMounted(true);
  useEffect(() => {
    const prefetch = () => void loadSettings().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void setTimeout(prefetch, 2000);
    const id = requestIdleCallback(prefetch, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, []);
  return (
    <>
      {asked && !settingsOpen && <ConsentBanner aboveTabBar={aboveTabBar} onChosen={afterChoice} />}
      {(settingsOpen || sheetMounted) && (
        <Suspense fallback={null}>
          <ConsentSettings onSaved={afterChoice} />
        </Suspense>
      )}
    </>
  );
}

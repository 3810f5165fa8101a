import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { shouldShowLanguageButton } from '../../i18n/language';
import { t } from '../../i18n/t';
import { useActivityReminderCount } from '../../state/activity';
import { openOverlay } from '../../state/overlays';
import { usePlatform } from '../../state/platform';
import { useSession } from '../../state/session';
import { AppFrame } from '../../ui/AppFrame/AppFrame';
import { Header } from '../layout/Header/Header';
import { TabBar } from '../layout/TabBar/TabBar';
import { isTabPage, pathOf, showsTabBar } from '../routing/routeRules';
import { useHeaderWallet, useRegisterGift, useSiteLogo } from './useShellData';

const ShellMenu = lazy(() => import('./ShellMenu').then((m) => ({ default: m.ShellMenu })));
// Below the home content and after scrolling: neither is part of the first screen.
const ShellFooter = lazy(() => import('./ShellFooter').then((m) => ({ default: m.ShellFooter })));
const ScrollToTop = lazy(() =>
  import('../layout/ScrollToTop/ScrollToTop').then((m) => ({ default: m.ScrollToTop })),
);

/**
 * The frame around every route (spec 2 navigation): the tab-page header, the side menu, the
 * bottom tab bar on home, promotion, activity and person, the footer on home (spec 1), and
 * scroll-to-top. Non-tab screens draw their own back arrow and title.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const path = pathOf(location);
  const loggedIn = useSession().token !== '';
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  // A new page starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <AppFrame
      header={
        isTabPage(path) ? (
          <TabHeader loggedIn={loggedIn} onMenuClick={openMenu} navigate={navigate} />
        ) : null
      }
      footer={
        <>
          {path === '/' && (
            <Suspense fallback={null}>
              <ShellFooter />
            </Suspense>
          )}
          {showsTabBar(path) && (
            <TabBar
              onDepositIntent={() => {
                // Spec 6: the deposit shortcut while logged out opens the login pop-up.
                if (loggedIn) return true;
                openOverlay('auth', { mode: 'login' });
                return false;
              }}
            />
          )}
        </>
      }
    >
      {children}
      <Suspense fallback={null}>
        <ScrollToTop aboveTabBar={showsTabBar(path)} focusTargetId="conteudo" />
      </Suspense>
      {menuLoaded && (
        <Suspense fallback={null}>
          <ShellMenu
            open={menuOpen}
            loggedIn={loggedIn}
            onClose={() => setMenuOpen(false)}
            navigate={navigate}
          />
        </Suspense>
      )}
    </AppFrame>
  );
}

type Navigate = (to: string) => void;

function TabHeader({
  loggedIn,
  onMenuClick,
  navigate,
}: {
  loggedIn: boolean;
  onMenuClick: () => void;
  navigate: Navigate;
}) {
  const wallet = useHeaderWallet();
  const logo = useSiteLogo();
  const registerGift = useRegisterGift(!loggedIn);
  const unclaimed = useActivityReminderCount();
  const { languages } = usePlatform();
  return (
    <Header
      brand={t('app.name')}
      logoUrl={logo.url}
      logoPending={logo.pending}
      loggedIn={loggedIn}
      wallet={wallet}
      unclaimedCount={unclaimed}
      languageCount={shouldShowLanguageButton(languages, loggedIn) ? languages.length : 1}
      registerGift={registerGift}
      onMenuClick={onMenuClick}
      onLoginClick={() => openOverlay('auth', { mode: 'login' })}
      onRegisterClick={() => openOverlay('auth', { mode: 'register' })}
      onWalletClick={() => openOverlay('currency')}
      onLanguageClick={() => openOverlay('language')}
      onSearchClick={() => navigate('/search')}
      onServiceClick={() => navigate('/service')}
    />
  );
}

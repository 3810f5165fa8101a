import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { shouldShowLanguageButton } from '../../i18n/language';
import { t } from '../../i18n/t';
import { useActivityReminderCount } from '../../features/activities/reminder';
import { openOverlay } from '../../state/overlays';
import { usePlatform } from '../../state/platform';
import { useSession } from '../../state/session';
import { AppFrame } from '../../ui/AppFrame/AppFrame';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';
import { Header } from '../layout/Header/Header';
import { TabBar } from '../layout/TabBar/TabBar';
import { rememberDestination } from '../routing/pendingDestination';
import { isTabPage, pathOf, showsTabBar } from '../routing/routeRules';
import { lazyPiece } from './lazyPiece';
import { useHeaderWallet, useRegisterGift, useSiteLogo } from './useShellData';

// Each piece loads on demand and, failing, hides itself alone (lazyPiece.tsx).
const ShellMenu = lazyPiece(() => import('./ShellMenu').then((m) => m.ShellMenu), 'menu');
// Below the home content and after scrolling: neither is part of the first screen.
// Both wait for the browser's first idle moment: the first screen comes first.
const ShellFooter = lazyPiece(
  () => import('./ShellFooter').then((m) => m.ShellFooter),
  'footer',
  null,
  { idle: true },
);
const ScrollToTop = lazyPiece(
  () => import('../layout/ScrollToTop/ScrollToTop').then((m) => m.ScrollToTop),
  'scrollToTop',
  null,
  { idle: true },
);
// The LGPD consent banner and settings, and the ad pixels once accepted: its own chunk; the pixel
// code is a further chunk loaded only after consent. A first visit sees the banner in the
// prerendered page, so it is drawn at build time and hydrated when its code arrives, not added
// after the app has started.
const ConsentHost = lazyPiece(
  () => import('../../features/consent/ConsentHost').then((m) => m.ConsentHost),
  'consent',
  null,
  { prerendered: true },
);
// After the first paint: the notice pop-ups' trigger, the customer-service link and the home's
// floating icons (spec 2), behind one import (ShellDeferred.tsx says why).
const ShellDeferred = lazyPiece(
  () => import('./ShellDeferred').then((m) => m.ShellDeferred),
  'deferred',
  null,
  { idle: true },
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
  // Set once a usable service URL is known (ShellDeferred); without one the buttons are hidden.
  const [openService, setOpenService] = useState<() => void>();
  // CHOICE: the header's and the side menu's service buttons open the /service page, which frames
  // the chat and offers a new tab, instead of leaving the app (an installed PWA would lose the
  // player to the browser).
  const goToService = openService && (() => navigate('/service'));

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
          // Each shell piece fails alone: a header that throws leaves the page and the tab bar.
          <ErrorBoundary fallback={null} resetKey={path}>
            <TabHeader
              loggedIn={loggedIn}
              onMenuClick={openMenu}
              onServiceClick={goToService}
              navigate={navigate}
            />
          </ErrorBoundary>
        ) : null
      }
      footer={
        <>
          {path === '/' && <ShellFooter />}
          {showsTabBar(path) && (
            <ErrorBoundary fallback={null} resetKey={path}>
              <TabBar
                onDepositIntent={() => {
                  // Spec 6: the deposit shortcut while logged out opens the login pop-up; a
                  // login from it goes on to /deposit.
                  if (loggedIn) return true;
                  rememberDestination('/deposit');
                  openOverlay('auth', { mode: 'login' });
                  return false;
                }}
              />
            </ErrorBoundary>
          )}
        </>
      }
    >
      {children}
      <ScrollToTop aboveTabBar={showsTabBar(path)} focusTargetId="conteudo" />
      {/* CHOICE: floats on the home only, where spec 2 lists them (item 12); the other tab
          pages are lists and forms the right-hand column would cover. */}
      <ShellDeferred floats={path === '/'} onServiceAction={setOpenService} />
      <ConsentHost aboveTabBar={showsTabBar(path)} />
      {menuLoaded && (
        <ShellMenu
          open={menuOpen}
          loggedIn={loggedIn}
          onClose={() => setMenuOpen(false)}
          onServiceClick={goToService}
          navigate={navigate}
        />
      )}
    </AppFrame>
  );
}

type Navigate = (to: string) => void;

function TabHeader({
  loggedIn,
  onMenuClick,
  onServiceClick,
  navigate,
}: {
  loggedIn: boolean;
  onMenuClick: () => void;
  onServiceClick?: () => void;
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
      onServiceClick={onServiceClick}
    />
  );
}

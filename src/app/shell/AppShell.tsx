import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { shouldShowLanguageButton } from '../../i18n/language';
import { t } from '../../i18n/t';
import { useActivityReminderCount } from '../../state/activity';
import { openOverlay } from '../../state/overlays';
import { usePlatform } from '../../state/platform';
import { useSession } from '../../state/session';
import { AppFrame } from '../../ui/AppFrame/AppFrame';
import { Footer } from '../layout/Footer/Footer';
import { Header } from '../layout/Header/Header';
import { ScrollToTop } from '../layout/ScrollToTop/ScrollToTop';
import { TabBar } from '../layout/TabBar/TabBar';
import { isTabPage, pathOf, showsTabBar } from '../routing/routeRules';
import {
  useFooterLinks,
  useHeaderWallet,
  useMenuCategories,
  useRegisterGift,
} from './useShellData';

const SideMenu = lazy(() =>
  import('../layout/SideMenu/SideMenu').then((m) => ({ default: m.SideMenu })),
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
          {path === '/' && <ShellFooter />}
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
      <ScrollToTop aboveTabBar={showsTabBar(path)} focusTargetId="conteudo" />
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
  const registerGift = useRegisterGift(!loggedIn);
  const unclaimed = useActivityReminderCount();
  const { languages } = usePlatform();
  return (
    <Header
      brand={t('app.name')}
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

function ShellFooter() {
  return <Footer brand={t('app.name')} socialLinks={useFooterLinks()} />;
}

function ShellMenu({
  open,
  loggedIn,
  onClose,
  navigate,
}: {
  open: boolean;
  loggedIn: boolean;
  onClose: () => void;
  navigate: Navigate;
}) {
  const session = useSession();
  const { languages } = usePlatform();
  const categories = useMenuCategories(open);
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const current = languages.find((l) => l.lang === session.user?.currentCurrency);
  return (
    <SideMenu
      open={open}
      onClose={onClose}
      brand={t('app.name')}
      player={
        loggedIn && session.user
          ? { name: session.user.nickName, avatarUrl: session.user.avatarUrl }
          : null
      }
      categories={categories}
      activities={[]}
      languageName={
        languages.length > 1 ? (current?.langName ?? languages[0]?.langName) : undefined
      }
      onCategoryClick={(id) => go(`/gameList?categoryId=${id}`)}
      onActivityClick={() => go('/activity')}
      onLanguageClick={() => {
        onClose();
        openOverlay('language');
      }}
      onServiceClick={() => go('/service')}
      onLoginClick={() => {
        onClose();
        openOverlay('auth', { mode: 'login' });
      }}
      onRegisterClick={() => {
        onClose();
        openOverlay('auth', { mode: 'register' });
      }}
    />
  );
}

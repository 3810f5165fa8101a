import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import { DepositIcon } from '../../../ui/Icon/DepositIcon';
import { GiftIcon } from '../../../ui/Icon/GiftIcon';
import { HomeIcon } from '../../../ui/Icon/HomeIcon';
import { PersonIcon } from '../../../ui/Icon/PersonIcon';
import { TrophyIcon } from '../../../ui/Icon/TrophyIcon';
import * as styles from './TabBar.css';

type TabBarProps = {
  /**
   * Called when the deposit tab is tapped, before navigating. Return `false` to stay put: the
   * app opens the login pop-up for visitors instead (spec 6, "the deposit shortcut while logged
   * out opens the login popup").
   */
  onDepositIntent?: () => boolean | void;
};

type Tab = { href: string; label: MessageKey; icon: ReactNode };

/** The five tabs of spec 2, in order. */
const TABS: readonly Tab[] = [
  { href: '/', label: 'tabBar.home', icon: <HomeIcon /> },
  { href: '/promotion', label: 'tabBar.promotion', icon: <GiftIcon /> },
  { href: '/deposit', label: 'tabBar.deposit', icon: <DepositIcon /> },
  { href: '/activity', label: 'tabBar.activity', icon: <TrophyIcon /> },
  { href: '/person', label: 'tabBar.person', icon: <PersonIcon /> },
];

/** Home matches only itself; the other tabs also own the pages below them. */
function isCurrent(tab: string, location: string): boolean {
  if (tab === '/') return location === '/';
  return location === tab || location.startsWith(`${tab}/`);
}

/**
 * The bottom navigation (spec 2): five links fixed to the bottom of the 500 px column, the
 * current one marked `aria-current="page"`. The app shows it only on the home, promotion,
 * activity and person tabs. It renders a spacer of its own height in the flow, so the end of
 * the page is never hidden under it.
 */
export function TabBar({ onDepositIntent }: TabBarProps) {
  const [location] = useLocation();

  const handleDeposit = (event: MouseEvent<HTMLAnchorElement>) => {
    // wouter's Link skips navigating when the click was default-prevented.
    if (onDepositIntent?.() === false) event.preventDefault();
  };

  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t('tabBar.label')} data-tab-bar="">
        <ul className={styles.list}>
          {TABS.map((tab) => {
            const current = isCurrent(tab.href, location);
            const deposit = tab.href === '/deposit';
            return (
              <li key={tab.href} className={styles.item}>
                <Link
                  href={tab.href}
                  className={styles.link}
                  aria-current={current ? 'page' : undefined}
                  onClick={deposit ? handleDeposit : undefined}
                >
                  {current && <span className={styles.currentMark} />}
                  {deposit ? <span className={styles.depositDisc}>{tab.icon}</span> : tab.icon}
                  <span className={styles.label}>{t(tab.label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { MessageKey } from '../../../i18n/pt-BR';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { Badge } from '../../../ui/Badge/Badge';
import { BellIcon } from '../../../ui/Icon/BellIcon';
import { ChevronRightIcon } from '../../../ui/Icon/ChevronRightIcon';
import { GiftIcon } from '../../../ui/Icon/GiftIcon';
import { HeadsetIcon } from '../../../ui/Icon/HeadsetIcon';
import { HistoryIcon } from '../../../ui/Icon/HistoryIcon';
import { CoinIcon } from '../../../ui/Icon/CoinIcon';
import { ReceiptIcon } from '../../../ui/Icon/ReceiptIcon';
import { SettingsIcon } from '../../../ui/Icon/SettingsIcon';
import { UserPlusIcon } from '../../../ui/Icon/UserPlusIcon';
import { WalletIcon } from '../../../ui/Icon/WalletIcon';
import * as styles from './AccountMenu.css';
import '../../../i18n/messages/person';

type Entry = {
  href: string;
  label: MessageKey;
  icon: (className: string) => ReactNode;
};

/**
 * The shortcuts of /person, each to its own page (spec 2 routes; /invite is the invite-friends
 * page; /tradelist's other views the player's bets and transfers). The money shortcuts (deposit, withdraw, wallet) sit with the balance, above this list.
 */
const ENTRIES: readonly Entry[] = [
  { href: '/orderlist', label: 'person.menu.orders', icon: (c) => <ReceiptIcon className={c} /> },
  { href: '/tradelist', label: 'person.menu.records', icon: (c) => <HistoryIcon className={c} /> },
  {
    href: '/tradelist?view=bets',
    label: 'person.menu.bets',
    icon: (c) => <CoinIcon className={c} />,
  },
  {
    href: '/tradelist?view=transfers',
    label: 'person.menu.transfers',
    icon: (c) => <WalletIcon className={c} />,
  },
  { href: '/exchangeCode', label: 'person.menu.code', icon: (c) => <GiftIcon className={c} /> },
  { href: '/notice', label: 'person.menu.messages', icon: (c) => <BellIcon className={c} /> },
  { href: '/invite', label: 'person.menu.invite', icon: (c) => <UserPlusIcon className={c} /> },
  { href: '/setting', label: 'person.menu.settings', icon: (c) => <SettingsIcon className={c} /> },
  { href: '/service', label: 'person.menu.service', icon: (c) => <HeadsetIcon className={c} /> },
];

type AccountMenuProps = {
  /** Unread messages (spec 7 message/number); undefined while unknown, 0 shows no badge. */
  unread: number | undefined;
};

/** "Minha conta": one link per page, messages with the unread count beside its name. */
export function AccountMenu({ unread }: AccountMenuProps) {
  const titleId = useId();
  return (
    <nav className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('person.menu.title')}
      </h2>
      <ul className={styles.list}>
        {ENTRIES.map((entry) => (
          <li key={entry.href} className={styles.item}>
            <Link href={entry.href} className={styles.link}>
              {entry.icon(styles.icon)}
              <span className={styles.label}>{t(entry.label)}</span>
              {entry.href === '/notice' && unread !== undefined && unread > 0 && (
                <Badge
                  count={unread}
                  label={
                    unread === 1
                      ? t('person.menu.unreadOne')
                      : t('person.menu.unreadMany', { count: formatNumber(unread) })
                  }
                />
              )}
              <ChevronRightIcon className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

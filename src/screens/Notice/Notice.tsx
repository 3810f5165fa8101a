import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { MemberMessage, MessageTemplate } from '../../api/contract';
import { getPersonalMessages, getSystemMessages } from '../../api/messages';
import { usePagedList, type PagedList } from '../../api/usePagedList';
import { preloadSanitizer } from '../../features/content';
import {
  MessageSheet,
  messageExcerpt,
  messageKindSearch,
  parseMessageKind,
  useReadMessage,
  useRegisterNotice,
  useUnreadCount,
  type MessageKind,
  type OpenedMessage,
} from '../../features/messages';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { ChevronRightSmallIcon } from '../../ui/Icon/ChevronRightSmallIcon';
import { Tabs } from '../../ui/Tabs/Tabs';
import { MessageList } from './MessageList';
import * as styles from './Notice.css';
import '../../i18n/messages/inbox';

const unreadText = (count: number) => {
  if (count === 0) return t('inbox.unread.none');
  if (count === 1) return t('inbox.unread.one');
  return t('inbox.unread.other', { count: formatNumber(count) });
};

/** Template ids marked read on this page, per list (the server reads by template, spec 7). */
type ReadTemplates = Record<MessageKind, readonly number[]>;

const NONE_READ: ReadTemplates = { system: [], personal: [] };

/**
 * /notice (spec 2 Notice, login): the player's messages in two tabs, system and personal (spec 7
 * memberMessage system and personal, paged as the player scrolls), newest first, with the unread
 * count (message/number) above them. The tab lives in the address (`?tab=personal`), replacing
 * the history entry, so Back leaves the page.
 *
 * Opening a message shows it in full (its body is server HTML, shown only through SafeHtml) and
 * marks it read: PUT {kind}/read with its messageTemplateId (spec 7). Its red dot goes at once,
 * the list and the unread count are read again, and so is the unread check behind the home
 * bell's red dot (spec 2 home item 2), which the home shows as soon as the player goes back.
 *
 * A player who has not deposited yet also finds the register-success notice at the top
 * (features/messages/registerNotice.ts has the CHOICE).
 */
export function Notice() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const kind = parseMessageKind(search);
  // Only the open tab's list is fetched; the other keeps what it loaded in the cache.
  const system = usePagedList(getSystemMessages, kind === 'system' ? {} : null);
  const personal = usePagedList(getPersonalMessages, kind === 'personal' ? {} : null);
  const pages: Record<MessageKind, PagedList<MemberMessage>> = { system, personal };
  const unread = useUnreadCount();
  const welcome = useRegisterNotice();
  const readMessage = useReadMessage();
  const [readTemplates, setReadTemplates] = useState<ReadTemplates>(NONE_READ);
  const [opened, setOpened] = useState<OpenedMessage | null>(null);

  // The sanitiser downloads while the list does, so a message opens with its text at once.
  useEffect(preloadSanitizer, []);

  const isRead = (list: MessageKind) => (message: MemberMessage) =>
    message.read || readTemplates[list].includes(message.messageTemplateId);

  const open = (list: MessageKind) => (message: MemberMessage) => {
    setOpened({ title: message.title, content: message.content, createTime: message.createTime });
    if (isRead(list)(message)) return;
    void readMessage(list, message).then((done) => {
      if (!done) return;
      // Spec 7 reads by template: every message of it in this list is read now.
      setReadTemplates((current) => ({
        ...current,
        [list]: [...current[list], message.messageTemplateId],
      }));
      // The server's own flags replace ours (the pages already loaded are asked again).
      pages[list].retry();
    });
  };

  const tabs = [
    { value: 'system' as const, label: t('inbox.tab.system') },
    { value: 'personal' as const, label: t('inbox.tab.personal') },
  ];

  return (
    <div className={styles.page}>
      <PageHeader title={t('inbox.title')} />
      <p className={styles.unread} role="status">
        {unread === undefined ? '' : unreadText(unread)}
      </p>
      {welcome && <Welcome notice={welcome} onOpen={() => setOpened(welcome)} />}
      <Tabs
        items={tabs}
        value={kind}
        onChange={(next) => {
          const query = messageKindSearch(next);
          navigate(query ? `${path}?${query}` : path, { replace: true });
        }}
        label={t('inbox.tabs')}
        stretch
      >
        <MessageList
          key={kind}
          kind={kind}
          pages={pages[kind]}
          isRead={isRead(kind)}
          onOpen={open(kind)}
        />
      </Tabs>
      <MessageSheet message={opened} onClose={() => setOpened(null)} />
    </div>
  );
}

/**
 * The register-success notice, pinned above the tabs: its title (the button, whose hit area
 * covers the card) and its opening words; a tap opens it in full like any message.
 */
function Welcome({ notice, onOpen }: { notice: MessageTemplate; onOpen: () => void }) {
  const id = useId();
  const excerpt = useMemo(() => messageExcerpt(notice.content), [notice.content]);
  return (
    <section className={styles.welcome} aria-label={t('inbox.welcome.label')}>
      <div className={styles.welcomeCard}>
        <span className={styles.welcomeMain}>
          <span className={styles.welcomeTag} aria-hidden="true">
            {t('inbox.welcome.tag')}
          </span>
          <button
            type="button"
            className={styles.welcomeTitle}
            aria-describedby={`${id}-text`}
            onClick={onOpen}
          >
            {notice.title}
          </button>
          <span id={`${id}-text`} className={styles.welcomeText}>
            {excerpt}
          </span>
        </span>
        <ChevronRightSmallIcon className={styles.chevron} />
      </div>
    </section>
  );
}

import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getPromoteRecords } from '../../api/activities';
import type { PromoteRecord } from '../../api/contract';
import { usePagedList } from '../../api/usePagedList';
import {
  PromotionCard,
  PromotionCardSkeleton,
} from '../../features/activities/PromotionCard/PromotionCard';
import * as cards from '../../features/activities/PromotionCard/PromotionCard.css';
import {
  parsePromotionTab,
  promoteRecordTitle,
  promotionTabSearch,
  rewardStatus,
  type PromotionTab,
} from '../../features/activities/promotions';
import { usePromotions, type Promotions } from '../../features/activities/usePromotions';
import { useCurrencyDisplay } from '../../features/records/amount';
import { RecordList } from '../../features/records/RecordList/RecordList';
import { SignedAmount } from '../../features/records/SignedAmount/SignedAmount';
import { StatusTag } from '../../features/records/StatusTag/StatusTag';
import { t } from '../../i18n/t';
import type { CurrencyDisplay } from '../../lib/currencyDisplay';
import { formatDate } from '../../lib/time';
import { openOverlay } from '../../state/overlays';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Tabs } from '../../ui/Tabs/Tabs';
import * as styles from './Promotion.css';
import '../../i18n/messages/promotion';

/** Placeholder cards while the list loads: the first screen's worth. */
const PLACEHOLDER_CARDS = 3;

/**
 * /promotion, the Promoção tab (spec 2: public tab page, wallet shown; the type 5 activity icon
 * leads here). Two tabs, the choice in the address (`?tab=records`, replacing the history entry
 * so Back leaves the page):
 *
 * - "Promoções": the promotions (CHOICE contract.ts Activity: the activity list's entries with
 *   spec 3 "Promotion valid 1 or 0", spec 6 visibility). Running ones first as banner cards,
 *   ended ones below under "Encerradas", muted but readable and still openable. Each card opens
 *   what spec 2's tap table says.
 * - "Meus registros": the player's promote records (spec 7, paged 10 at a time, spec 9), each
 *   with its São Paulo date, what it was, the amount and its state in words. A visitor gets a
 *   prompt to log in or register instead (spec 6).
 *
 * The red packet follower does not show here (spec 4; features/activities owns that rule).
 */
export function Promotion() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const tab = parsePromotionTab(search);
  const { token } = useSession();
  const loggedIn = token !== '';
  const promotions = usePromotions();
  // Only a player's records, and only while their tab is open (kept in the cache after).
  const records = usePagedList(getPromoteRecords, loggedIn && tab === 'records' ? {} : null);
  const display = useCurrencyDisplay();

  const tabs = [
    { value: 'list' as const, label: t('promotion.tab.list') },
    { value: 'records' as const, label: t('promotion.tab.records') },
  ];

  const select = (next: PromotionTab) => {
    const query = promotionTabSearch(next);
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('promotion.title')}</h1>
      <Tabs items={tabs} value={tab} onChange={select} label={t('promotion.tabs')} stretch>
        {tab === 'list' ? (
          <PromotionList promotions={promotions} />
        ) : loggedIn ? (
          <RecordList
            pages={records}
            label={t('promotion.records.label')}
            emptyTitle={t('promotion.records.emptyTitle')}
            emptyDescription={t('promotion.records.emptyDescription')}
            endText={t('promotion.records.end')}
            renderRow={(record) => (
              <RecordRow key={record.id} record={record} display={display(record.currency)} />
            )}
          />
        ) : (
          <VisitorPrompt />
        )}
      </Tabs>
    </div>
  );
}

function PromotionList({ promotions }: { promotions: Promotions }) {
  const runningId = useId();
  const endedId = useId();
  const { status, running, ended } = promotions;

  if (status === 'loading') {
    return (
      <section className={styles.body} aria-label={t('promotion.running.label')} aria-busy="true">
        <ul className={cards.list}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <PromotionCardSkeleton key={index} />
          ))}
        </ul>
      </section>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.body}>
        <EmptyState
          kind={promotions.error?.kind === 'network' ? 'network_error' : 'fail'}
          onRetry={promotions.retry}
          retrying={promotions.retrying}
        />
      </div>
    );
  }
  if (status === 'empty') {
    return (
      <div className={styles.body}>
        <EmptyState
          kind="empty_data"
          title={t('promotion.empty.title')}
          description={t('promotion.empty.description')}
        />
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <section aria-labelledby={runningId}>
        <h2 id={runningId} className="visually-hidden">
          {t('promotion.running.label')}
        </h2>
        {running.length > 0 ? (
          <ul className={cards.list}>
            {running.map((activity, index) => (
              <PromotionCard key={activity.id} activity={activity} eager={index === 0} />
            ))}
          </ul>
        ) : (
          <div className={styles.noneRunning}>
            <p className={styles.noneRunningTitle}>{t('promotion.noneRunning.title')}</p>
            <p className={styles.noneRunningText}>{t('promotion.noneRunning.description')}</p>
          </div>
        )}
      </section>
      {ended.length > 0 && (
        <section aria-labelledby={endedId} className={styles.ended}>
          <h2 id={endedId} className={styles.groupTitle}>
            {t('promotion.ended.title')}
          </h2>
          <ul className={cards.list}>
            {ended.map((activity) => (
              <PromotionCard key={activity.id} activity={activity} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * One promote record: what it was ("Indicação de 55***1") and its São Paulo date on the left;
 * the amount (a credit, so "+R$ 20,00") and its state in words on the right.
 */
function RecordRow({ record, display }: { record: PromoteRecord; display: CurrencyDisplay }) {
  return (
    <li className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{promoteRecordTitle(record)}</span>
        <span className={styles.rowMeta}>{formatDate(record.createTime)}</span>
      </span>
      <span className={styles.rowSide}>
        <SignedAmount amount={record.amount} display={display} />
        <StatusTag status={rewardStatus(record.status)} />
      </span>
    </li>
  );
}

/** A visitor (spec 6): log in or register to see the rewards they earned. */
function VisitorPrompt() {
  const titleId = useId();
  return (
    <div className={styles.body}>
      <section className={styles.prompt} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.promptTitle}>
          {t('promotion.visitor.title')}
        </h2>
        <p className={styles.promptText}>{t('promotion.visitor.text')}</p>
        <div className={styles.promptActions}>
          <Button onClick={() => openOverlay('auth', { mode: 'login' })}>
            {t('promotion.visitor.login')}
          </Button>
          <Button variant="secondary" onClick={() => openOverlay('auth', { mode: 'register' })}>
            {t('promotion.visitor.register')}
          </Button>
        </div>
      </section>
    </div>
  );
}

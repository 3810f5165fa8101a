import { Link } from 'wouter';
import { useCurrencyDisplay } from '../../features/records/amount';
import { useRechargeRule, type RechargeRule as Rule } from '../../features/records/rechargeRule';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { formatCurrency } from '../../lib/money';
import { formatDate } from '../../lib/time';
import { button } from '../../ui/Button/buttonClass';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './RechargeRule.css';
import '../../i18n/messages/records';

/**
 * /rechargeRule (spec 2; the type 6 activity's icon opens it): the deposit bonus, its validity,
 * the bonus tiers (top-up promotion detail) and the operator's rules, with the way to deposit.
 * Spec 2 does not mark it login-only, so visitors read it too; the deposit link is guarded
 * like every /deposit link (visitors get the register pop-up).
 *
 * The rules arrive as HTML: they are shown as plain text for now, never rendered as markup
 * (features/records/plainText.ts says why).
 */
export function RechargeRule() {
  const { status, rule, retry, retrying } = useRechargeRule();

  let content;
  if (status === 'loading') {
    content = <RuleSkeleton />;
  } else if (status === 'error') {
    content = <EmptyState kind="fail" onRetry={retry} retrying={retrying} />;
  } else if (status === 'empty' || !rule) {
    content = (
      <EmptyState
        kind="empty_data"
        title={t('records.rule.emptyTitle')}
        description={t('records.rule.emptyDescription')}
      />
    );
  } else {
    content = <RuleBody rule={rule} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={
          rule?.activity.activityLang.title ||
          (status === 'loading' ? undefined : t('records.rule.title'))
        }
      />
      <section
        className={styles.body}
        aria-label={t('records.rule.title')}
        aria-busy={status === 'loading' || undefined}
      >
        {content}
      </section>
    </div>
  );
}

function RuleBody({ rule }: { rule: Rule }) {
  const brl = useCurrencyDisplay()('BRL');
  const money = (amount: number) => formatCurrency(amount, brl.symbol, brl.decimals);
  const { activity, tiers, paragraphs } = rule;
  return (
    <>
      <p className={styles.validity}>
        {t('records.rule.validity', {
          start: formatDate(activity.startTime),
          end: formatDate(activity.endTime),
        })}
      </p>
      {tiers.length > 0 && (
        <div className={styles.section}>
          <h2 className={styles.heading} id="recharge-tiers">
            {t('records.rule.tiers')}
          </h2>
          <table className={styles.table} aria-labelledby="recharge-tiers">
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {t('records.rule.tier.min')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('records.rule.tier.rate')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('records.rule.tier.max')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr key={tier.minAmount}>
                  <td className={styles.td}>{money(tier.minAmount)}</td>
                  <td className={`${styles.td} ${styles.rate}`}>
                    {t('records.rule.rate', { rate: formatNumber(tier.rate) })}
                  </td>
                  <td className={styles.td}>{money(tier.maxReward)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paragraphs.length > 0 && (
        <div className={styles.section}>
          <h2 className={styles.heading}>{t('records.rule.rules')}</h2>
          {/* Plain text on purpose: the server's HTML is never rendered (plainText.ts). */}
          <div className={styles.rules}>
            {paragraphs.map((paragraph, index) => (
              <p key={index} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      )}
      <Link
        href="/deposit"
        className={`${button({ variant: 'primary', block: true })} ${styles.depositLink}`}
      >
        {t('records.rule.deposit')}
      </Link>
    </>
  );
}

function RuleSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton shape="text" width="60%" />
      <Skeleton height={160} radius="md" />
      <Skeleton shape="text" lines={4} />
    </div>
  );
}

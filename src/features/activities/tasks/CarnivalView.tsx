import { useId } from 'react';
import type { CarnivalTask } from '../../../api/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { abbreviateNumber } from '../../../lib/text';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { RevealInOrder } from '../../../ui/Skeleton/RevealInOrder';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { useCarnivalPoints, useCarnivalTasks } from './taskData';
import { LoadFailed, TaskBar, TaskItem, TaskListSkeleton, VisitorCard } from './taskParts';
import { carnivalStanding, taskDone } from './taskRules';
import * as styles from './tasks.css';
import '../../../i18n/messages/tasks';

/**
 * Activity type 35 "Tarefas de carnaval" on /activityDetail/35 (spec 7 "carnival tasks and
 * points"): the player's points balance and the way to the next prize, the tasks that earn points,
 * and what points are worth. Spec 7 names no call that spends points (nor a claim per task): the
 * price list is read-only and the page's "Sua participação" card stays.
 */
export function CarnivalView({ loggedIn }: ActivityTypeViewProps) {
  return loggedIn ? <Carnival /> : <VisitorCard />;
}

function Carnival() {
  const tasks = useCarnivalTasks(true);
  const points = useCarnivalPoints(true);
  // The tasks wait for the balance above them: its figures arriving would push them down.
  return (
    <RevealInOrder>
      <PointsCard points={points} />
      <TasksCard tasks={tasks} />
    </RevealInOrder>
  );
}

type PointsCardProps = { points: ReturnType<typeof useCarnivalPoints> };

/** Spec 5: big point counts are abbreviated (mil, mi, bi, tri); the exact count is spoken. */
const pointsText = (value: number) =>
  t('tasks.carnival.points', { points: abbreviateNumber(value) });

/** Abbreviated when big (spec 5; mil, mi, bi, tri); a screen reader then hears the exact count. */
function PointsFigure({ points }: { points: number }) {
  const exact = t('tasks.carnival.points', { points: formatNumber(points) });
  const shown = pointsText(points);
  if (shown === exact) return <>{shown}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{exact}</span>
    </>
  );
}

function PointsCard({ points }: PointsCardProps) {
  const titleId = useId();
  const data = points.data;
  const standing = data ? carnivalStanding(data.points, data.rewards) : null;
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={points.status === 'loading'}
    >
      <h2 id={titleId} className={styles.title}>
        {t('tasks.carnival.balance')}
      </h2>
      {points.status === 'loading' && (
        <div aria-hidden="true" className={styles.balance}>
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="80%" />
        </div>
      )}
      {points.status === 'error' && <LoadFailed detail={points} />}
      {data && standing && (
        <>
          <div className={styles.balance}>
            <p className={styles.balanceValue}>
              <PointsFigure points={data.points} />
            </p>
            {standing.toNext ? (
              <>
                <p className={styles.text}>
                  {t('tasks.carnival.toNext', {
                    count: formatNumber(standing.toNext.points),
                    amount: formatCurrency(standing.toNext.amount),
                  })}
                </p>
                <TaskBar
                  label={t('tasks.carnival.nextLabel')}
                  progress={data.points}
                  target={data.points + standing.toNext.points}
                  valueText={t('tasks.progress.value', {
                    current: formatNumber(data.points),
                    target: formatNumber(data.points + standing.toNext.points),
                  })}
                  done={false}
                />
              </>
            ) : (
              <p className={styles.text}>{t('tasks.carnival.allReached')}</p>
            )}
          </div>
          {standing.rewards.length > 0 && (
            <table className={styles.table}>
              <caption className={styles.caption}>{t('tasks.carnival.shop')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('tasks.carnival.shop.points')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('tasks.carnival.shop.amount')}
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.end}`}>
                    <span className="visually-hidden">{t('tasks.carnival.shop.state')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {standing.rewards.map((reward) => (
                  <tr key={reward.points}>
                    <td className={styles.td}>{abbreviateNumber(reward.points)}</td>
                    <td className={styles.td}>{formatCurrency(reward.amount)}</td>
                    <td className={`${styles.td} ${styles.end}`}>
                      {reward.reached ? (
                        <span className={styles.pill.done}>{t('tasks.carnival.shop.reached')}</span>
                      ) : (
                        <span className={styles.muted}>
                          {t('tasks.carnival.shop.missing', {
                            count: abbreviateNumber(reward.points - data.points),
                          })}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className={styles.text}>{t('tasks.carnival.shopNote')}</p>
        </>
      )}
    </section>
  );
}

function TasksCard({ tasks }: { tasks: ReturnType<typeof useCarnivalTasks> }) {
  const titleId = useId();
  const list = tasks.data ?? [];
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={tasks.status === 'loading'}
    >
      <h2 id={titleId} className={styles.title}>
        {t('tasks.carnival.tasks')}
      </h2>
      {tasks.status === 'loading' && <TaskListSkeleton rows={3} />}
      {tasks.status === 'error' && <LoadFailed detail={tasks} />}
      {tasks.status === 'ready' && list.length === 0 && (
        <EmptyState
          kind="empty_data"
          title={t('tasks.carnival.empty.title')}
          description={t('tasks.carnival.empty.text')}
        />
      )}
      {list.length > 0 && (
        <ul className={styles.list} aria-labelledby={titleId}>
          {list.map((task) => (
            <CarnivalTaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CarnivalTaskRow({ task }: { task: CarnivalTask }) {
  const valueText = t('tasks.progress.value', {
    current: formatNumber(Math.min(task.progress, task.target)),
    target: formatNumber(task.target),
  });
  return (
    <TaskItem
      title={task.title}
      done={taskDone(task)}
      progress={task.progress}
      target={task.target}
      valueText={valueText}
      worth={t('tasks.carnival.taskPoints', { points: formatNumber(task.points) })}
    />
  );
}

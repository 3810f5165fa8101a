import { useId, useState } from 'react';
import type { DayTask } from '../../../api/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { now } from '../../../lib/clock';
import { formatCurrency } from '../../../lib/money';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Money } from '../../../ui/Money/Money';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { useDayTasks } from './taskData';
import { LoadFailed, TaskItem, TaskListSkeleton, VisitorCard } from './taskParts';
import { dayTaskSummary, nextSaoPauloMidnight, taskDone } from './taskRules';
import * as styles from './tasks.css';
import '../../../i18n/messages/tasks';

/** The demo world has three tasks a day: the placeholder keeps that height. */
const SKELETON_ROWS = 3;

/**
 * Activity type 36 "Tarefas diárias" on /activityDetail/36 (spec 7 "day task"): today's tasks with
 * their progress bars and rewards, and the countdown to the São Paulo midnight that replaces them
 * (spec 5 `Nd HH:MM:SS`, spec 9 time zone). Spec 7 names no claim per task: the page's "Sua
 * participação" card below claims the activity's reward (getActivityBonus), so this view is
 * read-only and the generic card stays.
 */
export function DayTasksView({ loggedIn }: ActivityTypeViewProps) {
  return loggedIn ? <DayTasks /> : <VisitorCard />;
}

function DayTasks() {
  const titleId = useId();
  const tasks = useDayTasks(true);
  // Read once: the deadline stays put while the countdown ticks towards it.
  const [resetAt] = useState(() => nextSaoPauloMidnight(now()));
  const list = tasks.data ?? [];
  const summary = dayTaskSummary(list);

  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={tasks.status === 'loading'}
    >
      <div className={styles.headRow}>
        <h2 id={titleId} className={styles.title}>
          {t('tasks.day.title')}
        </h2>
        <span className={styles.timer}>
          {t('tasks.day.resetsIn')}
          {/* At midnight the server has the new day's tasks. */}
          <Countdown deadline={resetAt} onEnd={() => void tasks.refresh()} />
        </span>
      </div>
      {tasks.status === 'loading' && <TaskListSkeleton rows={SKELETON_ROWS} />}
      {tasks.status === 'error' && <LoadFailed detail={tasks} />}
      {tasks.status === 'ready' && list.length === 0 && (
        <EmptyState
          kind="empty_data"
          title={t('tasks.day.empty.title')}
          description={t('tasks.day.empty.text')}
        />
      )}
      {tasks.status === 'ready' && list.length > 0 && (
        <>
          <p className={styles.text}>
            {t('tasks.day.summary', {
              done: formatNumber(summary.done),
              total: formatNumber(summary.total),
            })}
          </p>
          <ul className={styles.list} aria-label={t('tasks.day.list')}>
            {list.map((task) => (
              <DayTaskRow key={task.id} task={task} />
            ))}
          </ul>
          <p className={styles.text}>{t('tasks.day.claimHint')}</p>
        </>
      )}
    </section>
  );
}

const figure = (value: number, task: DayTask) =>
  task.unit === 'money' ? formatCurrency(value) : formatNumber(value);

function DayTaskRow({ task }: { task: DayTask }) {
  const valueText = t('tasks.progress.value', {
    current: figure(Math.min(task.progress, task.target), task),
    target: figure(task.target, task),
  });
  return (
    <TaskItem
      title={task.title}
      done={taskDone(task)}
      progress={task.progress}
      target={task.target}
      valueText={valueText}
      worth={
        <>
          <span className="visually-hidden">{t('tasks.day.reward')} </span>
          <Money amount={task.reward} size="sm" tone="reward" />
        </>
      }
    />
  );
}

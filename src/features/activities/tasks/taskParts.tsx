import { useId, type ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { CheckIcon } from '../../../ui/Icon/CheckIcon';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import type { PopupDetail } from '../activityClaim';
import { taskPercent } from './taskRules';
import * as styles from './tasks.css';
import '../../../i18n/messages/tasks';

/*
 * What the task family's views share: the visitor's card (spec 6), the progress bar, the state
 * pill, the failure with its retry and the placeholder with the list's geometry.
 */

/**
 * Spec 6: a visitor sees the activity but takes part in nothing; the action opens the register
 * pop-up and nothing is sent.
 */
export function VisitorCard() {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('tasks.visitor.title')}
      </h2>
      <p className={styles.text}>{t('tasks.visitor.text')}</p>
      <Button block onClick={() => openOverlay('auth', { mode: 'register' })}>
        {t('tasks.visitor.action')}
      </Button>
    </section>
  );
}

type TaskBarProps = {
  /** The accessible name of the bar ("Progresso: Faça 10 apostas"). */
  label: string;
  progress: number;
  target: number;
  /** "4 de 10" or "R$ 40,00 de R$ 100,00": the figures as the player reads them. */
  valueText: string;
  done: boolean;
};

/** A task's bar, with its figures as the screen reader's value text. */
export function TaskBar({ label, progress, target, valueText, done }: TaskBarProps) {
  const percent = taskPercent(progress, target);
  // The task sits on a sunken row: the groove takes the surface colour, one step apart.
  return (
    <ProgressBar
      label={label}
      value={percent}
      max={100}
      valueText={valueText}
      track="surface"
      tone={done ? 'success' : 'primary'}
    />
  );
}

/** "Concluída" (with a check) or "Em andamento". */
export function StatePill({ done }: { done: boolean }) {
  return done ? (
    <span className={styles.pill.done}>
      <CheckIcon className={styles.check} strokeWidth={2.4} />
      {t('tasks.state.done')}
    </span>
  ) : (
    <span className={styles.pill.todo}>{t('tasks.state.todo')}</span>
  );
}

type TaskItemProps = {
  title: string;
  done: boolean;
  progress: number;
  target: number;
  /** The task's figures as the player reads them ("4 de 10"). */
  valueText: string;
  /** What the task is worth, at the row's end (points, or the money it pays). */
  worth: ReactNode;
};

/** One task of a list: its name and state, its figures and worth, and its bar. */
export function TaskItem({ title, done, progress, target, valueText, worth }: TaskItemProps) {
  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <p className={styles.itemTitle}>{title}</p>
        <StatePill done={done} />
      </div>
      <div className={styles.itemRow}>
        <span className={styles.muted}>{valueText}</span>
        <span className={styles.figure}>{worth}</span>
      </div>
      <TaskBar
        label={t('tasks.day.progress', { title })}
        progress={progress}
        target={target}
        valueText={valueText}
        done={done}
      />
    </li>
  );
}

/** The list's failure: the server's message (or the catalog's) and a retry that reads again. */
export function LoadFailed({
  detail,
}: {
  detail: Pick<PopupDetail<unknown>, 'error' | 'validating' | 'refresh'>;
}) {
  return (
    <EmptyState
      kind={detail.error?.kind === 'network' ? 'network_error' : 'fail'}
      title={t('tasks.error.title')}
      description={detail.error?.message}
      onRetry={() => void detail.refresh()}
      retrying={detail.validating}
    />
  );
}

/** `rows` task rows as placeholders (title, figures and bar), busy for screen readers. */
export function TaskListSkeleton({ rows }: { rows: number }) {
  return (
    <>
      <span className="visually-hidden" role="status">
        {t('tasks.loading')}
      </span>
      <ul className={styles.skeletonList} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={styles.item}>
            <div className={styles.itemRow}>
              <Skeleton shape="text" width="60%" />
              <Skeleton shape="text" width="22%" />
            </div>
            <Skeleton shape="text" width="35%" />
            <Skeleton height={vars.space.sm} radius="sm" />
          </li>
        ))}
      </ul>
    </>
  );
}

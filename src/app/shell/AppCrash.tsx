import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';

/**
 * What the player sees when the app itself failed to render (the root error boundary): never a
 * blank page; "Tentar novamente" reloads, which starts the app afresh with the stored session.
 */
export function AppCrash() {
  return (
    <main>
      <EmptyState
        kind="fail"
        title={t('app.crash.title')}
        description={t('app.crash.description')}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}

import { t } from '../../i18n/t';
import { dismissDialog, dismissToast, useOverlays, type Tone } from '../../state/overlays';
import { InfoDialog } from '../../ui/Dialog/Dialog';
import { ToastStack, type ToastItem } from '../../ui/Toast/ToastStack';
import type { ToastTone } from '../../ui/Toast/Toast';
import '../../i18n/messages/globalOverlays';

/**
 * What the stack gets as every toast's duration. The overlays store owns auto-dismiss: it
 * starts one timer per toast in `showToast` (3000 ms, spec 8) and removes the toast itself,
 * and its `durationMs: 0` means "until dismissed". The stack would otherwise start a second
 * timer per toast, so it gets the longest delay a browser timer can hold (2^31 - 1 ms, about
 * 24.8 days: a longer one, or Infinity, fires at once) and in practice never fires. CHOICE:
 * the store, not the stack, because every caller (the HTTP client included) goes through the
 * store's timer already and the store cannot be told to skip it. The price: a toast under the
 * pointer or focus is not held on screen past its 3000 ms (the stack's pause cannot reach the
 * store's timer).
 */
export const STORE_OWNS_TOAST_TIMING_MS = 2_147_483_647;

const TONES: Record<Tone, ToastTone> = {
  neutral: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

/**
 * The app's global messages, mounted once at the root: the toast queue of the overlays store
 * (server messages, spec 8) and its dialog queue, shown one at a time, oldest first (6109 and
 * 6121 "show a dialog with the server message", spec 8). Server text is rendered as text only.
 */
export function GlobalMessages() {
  const { toasts, dialogs } = useOverlays();
  const items: ToastItem[] = toasts.map((toast) => ({
    id: String(toast.id),
    message: toast.message,
    tone: TONES[toast.tone],
    durationMs: STORE_OWNS_TOAST_TIMING_MS,
  }));
  const dialog = dialogs[0];

  return (
    <>
      <ToastStack toasts={items} onDismiss={(id) => dismissToast(Number(id))} />
      {dialog && (
        // Keyed by id: the next queued dialog is a new layer, so focus moves into it afresh.
        <InfoDialog
          key={dialog.id}
          open
          title={dialog.title ?? t('globalMessages.dialogTitle')}
          message={dialog.message}
          onClose={() => dismissDialog(dialog.id)}
        />
      )}
    </>
  );
}

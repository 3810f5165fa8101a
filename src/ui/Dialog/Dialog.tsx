import { useId, useRef, useState } from 'react';
import { t } from '../../i18n/t';
import { Button } from '../Button/Button';
import { ModalLayer } from '../Modal/ModalLayer';
import * as styles from './Dialog.css';
import '../../i18n/messages/uiExtras';

type DialogProps = {
  open: boolean;
  title: string;
  message: string;
  /** `danger` for destructive actions: a danger confirm button and an `alertdialog`. */
  tone?: 'default' | 'danger';
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * May return a promise: until it settles the confirm button shows it is busy and further
   * confirms are ignored. A rejection only ends the busy state; report the error in the caller.
   * The dialog does not close itself: set `open` to false when the action is done.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel button, Esc or a tap on the scrim (all ignored while a confirm is pending). */
  onCancel: () => void;
};

/** A confirm dialog: title, message, cancel and confirm. */
export function Dialog({
  open,
  title,
  message,
  tone = 'default',
  confirmLabel = t('common.confirm'),
  cancelLabel = t('common.cancel'),
  onConfirm,
  onCancel,
}: DialogProps) {
  const titleId = useId();
  const messageId = useId();
  const [pending, setPending] = useState(false);
  // The state update reaches the button only after a render; the ref stops a second tap that
  // lands before it (no double submit of a money action).
  const pendingRef = useRef(false);

  const confirm = () => {
    if (pendingRef.current) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    pendingRef.current = true;
    setPending(true);
    const settle = () => {
      pendingRef.current = false;
      setPending(false);
    };
    result.then(settle, settle);
  };
  const cancel = () => {
    if (!pendingRef.current) onCancel();
  };

  const danger = tone === 'danger';
  return (
    <ModalLayer
      open={open}
      onClose={cancel}
      role={danger ? 'alertdialog' : 'dialog'}
      labelledBy={titleId}
      describedBy={messageId}
      placement="center"
      panelClassName={styles.panel}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <span className={styles.action}>
          {/* Danger: focus starts on the harmless choice, so Enter cannot destroy by accident. */}
          <Button
            variant="secondary"
            block
            disabled={pending}
            onClick={cancel}
            data-autofocus={danger || undefined}
          >
            {cancelLabel}
          </Button>
        </span>
        <span className={styles.action}>
          <Button
            variant={danger ? 'danger' : 'primary'}
            block
            loading={pending}
            onClick={confirm}
            data-autofocus={!danger || undefined}
          >
            {confirmLabel}
          </Button>
        </span>
      </div>
    </ModalLayer>
  );
}

type InfoDialogProps = {
  open: boolean;
  title: string;
  /** Shown as plain text (server messages of codes 6109/6121, spec 8), never as HTML. */
  message: string;
  okLabel?: string;
  /** OK button, Esc or a tap on the scrim. */
  onClose: () => void;
};

/** A message the player acknowledges with a single OK button. */
export function InfoDialog({
  open,
  title,
  message,
  okLabel = t('dialog.ok'),
  onClose,
}: InfoDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      placement="center"
      panelClassName={styles.panel}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <span className={styles.action}>
          <Button block onClick={onClose}>
            {okLabel}
          </Button>
        </span>
      </div>
    </ModalLayer>
  );
}

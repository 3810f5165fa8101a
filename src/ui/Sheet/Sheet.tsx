import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import { CloseButton } from '../Modal/CloseButton';
import { ModalLayer } from '../Modal/ModalLayer';
import * as styles from './Sheet.css';

type SheetProps = {
  open: boolean;
  /** Close button, Esc and (when `dismissible`) a tap on the scrim. */
  onClose: () => void;
  title: string;
  /** A short line under the title; it also becomes the dialog's description. */
  description?: string;
  /** Whether a tap on the scrim closes the sheet (default true). */
  dismissible?: boolean;
  children: ReactNode;
};

/**
 * A bottom pop-up: rises from the bottom edge with a title bar and a close button, and scrolls
 * its content inside when it is taller than 85 % of the screen. Controlled through `open`.
 * Mark a child with `data-autofocus` to focus it on open instead of the close button.
 */
export function Sheet({
  open,
  onClose,
  title,
  description,
  dismissible = true,
  children,
}: SheetProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      dismissible={dismissible}
      placement="bottom"
      panelClassName={styles.panel}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <CloseButton label={t('common.close')} onClick={onClose} />
      </div>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <SheetBody>{children}</SheetBody>
    </ModalLayer>
  );
}

/**
 * The scrolling part. While its content overflows it joins the tab order, so a keyboard user
 * can scroll text that has no link or button in it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
function SheetBody({ children }: { children: ReactNode }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!body || !content || typeof ResizeObserver === 'undefined') return;
    // The observer reports once right away, then on every size change of either box.
    const observer = new ResizeObserver(() =>
      setOverflowing(body.scrollHeight > body.clientHeight + 1),
    );
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    // A scroller is operable with the arrow keys, so it belongs in the tab order when it scrolls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={bodyRef} className={styles.body} tabIndex={overflowing ? 0 : undefined}>
      <div ref={contentRef}>{children}</div>
    </div>
  );
}

import * as styles from './CloseButton.css';

type CloseButtonProps = {
  /** Accessible name, from the catalog ('Fechar', 'Dispensar notificação'). */
  label: string;
  onClick: () => void;
};

/**
 * A round × button with a full touch target, for sheets and toasts. Kept local to the overlay
 * primitives so they do not depend on the general icon button.
 */
export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={onClick}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 6l12 12M18 6L6 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

import { CloseIcon } from '../Icon/CloseIcon';
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
      <CloseIcon className={styles.icon} />
    </button>
  );
}

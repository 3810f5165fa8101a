import { useId } from 'react';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import * as styles from '../activityCard.css';

type VisitorInviteProps = {
  /** The card's heading, which also names its region. */
  title: string;
  /** What taking part would bring, once registered. */
  text: string;
  /** The button's words (the claim the player would make, or "register"). */
  action: string;
};

/**
 * An activity card's visitor state, the same in every activity: what the card offers and one
 * button. Spec 6: a visitor's claim opens the register pop-up; nothing is sent.
 */
export function VisitorInvite({ title, text, action }: VisitorInviteProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <Button block onClick={() => openOverlay('auth', { mode: 'register' })}>
        {action}
      </Button>
    </section>
  );
}

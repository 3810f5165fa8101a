import { textStyle, noteText } from '../../ui/patterns/text.css';

/* The rest of the pop-up's look is the activity pop-ups' (features/activities/activityPopup.css.ts). */

export const range = textStyle({ size: 'md', weight: 'medium', leading: 'normal', flush: true });

export const remaining = noteText;

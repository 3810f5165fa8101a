import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/* The rest of the pop-up's look is the activity pop-ups' (features/activities/activityPopup.css.ts). */

/** The envelopes falling behind the sealed one, in the flap's darker red. */
export const envelopeBack = style({ fill: vars.color.dangerHover });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The red envelope with its gold seal, in theme colours (danger and reward). */
export const envelope = style({ fill: vars.color.danger });
export const flap = style({ fill: vars.color.dangerHover });
export const seal = style({ fill: vars.color.reward });
export const sealMark = style({ fill: vars.color.onReward });

import { registerMessages } from '../t';

/**
 * pt-BR messages of the wired floating icons (src/app/shell/ShellFloats.tsx): a lazy area that
 * loads with them, after the first screen. The icons' own names come from the server (social
 * link names, activity titles); these are the fallbacks for a name the server left empty.
 */
export const floatsMessages = registerMessages({
  'floats.social': 'Rede social',
  'floats.redPacket': 'Envelope da sorte',
  'floats.firstDeposit': 'Bônus de primeiro depósito',
} as const);

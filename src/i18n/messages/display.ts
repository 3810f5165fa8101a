/** pt-BR messages of the display area (merged into the catalog in ../pt-BR.ts). */
export const displayMessages = {
  // The base catalog has 'badge.count' ('{count} novidades'); these cover singular and the cap.
  'badge.countOne': '{count} novidade',
  'badge.countOverflow': 'Mais de {max} novidades',
  // Spec 2: the register button's gift badge when the register-gift activity is enabled.
  'badge.gift': 'Ganhe um presente',
} as const;

/**
 * The register-gift activity as the Cadastrar tab's banner shows it: `count` gifts worth
 * `amount` reais each.
 */
export type RegisterGift = { amount: number; count: number };

/**
 * Spec 9, "Register-gift display defaults 10 and 3", read as in the header: a gift of R$ 10, 3
 * gifts (CHOICE; the detail call's `giveAmount` and `giveCount`). Used when no server value
 * was passed in.
 */
export const REGISTER_GIFT_FALLBACK: RegisterGift = { amount: 10, count: 3 };

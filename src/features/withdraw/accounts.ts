import { WithdrawAccountType, type PixKeyType, type WithdrawAccount } from '../../api/contract';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import '../../i18n/messages/withdraw';

/** Spec 1: BRL is the platform currency; a Pix key or bank card is paid in it. */
const PIX_CURRENCY = 'BRL';

const PIX_KEY_LABEL: Record<PixKeyType, MessageKey> = {
  CPF: 'withdraw.pixKey.CPF',
  PHONE: 'withdraw.pixKey.PHONE',
  EMAIL: 'withdraw.pixKey.EMAIL',
  EVP: 'withdraw.pixKey.EVP',
};

/** The pt-BR name of a kind of Pix key ("CPF", "Celular", "E-mail", "Chave aleatória"). */
export function pixKeyLabel(type: PixKeyType): string {
  return t(PIX_KEY_LABEL[type]);
}

/**
 * What an account is, in a player's words (spec 3 withdraw account types): "Pix · CPF",
 * "Cartão bancário" (type 1 without a Pix key), "Carteira USDT · TRC20".
 */
export function accountTitle(account: WithdrawAccount): string {
  if (account.type === WithdrawAccountType.cryptoWallet) {
    const coin = t('withdraw.account.wallet', { currency: accountCurrency(account) });
    return account.network ? `${coin} · ${account.network}` : coin;
  }
  return account.pixKeyType
    ? `${t('withdraw.account.pix')} · ${pixKeyLabel(account.pixKeyType)}`
    : t('withdraw.account.bankCard');
}

/** The currency a withdrawal to this account is paid in (Pix and cards: BRL). */
export function accountCurrency(account: WithdrawAccount): string {
  if (account.currency) return account.currency;
  return account.type === WithdrawAccountType.bankCard ? PIX_CURRENCY : '';
}

/**
 * A long wallet address shortened in the middle ("TQ5rVx…9fA2kd"), so the card keeps one line;
 * the confirmation shows it in full. Keys and card numbers (the server masks those) stay whole.
 */
export function shortAccountNo(account: WithdrawAccount): string {
  const no = account.accountNo;
  if (account.type !== WithdrawAccountType.cryptoWallet || no.length <= 16) return no;
  return `${no.slice(0, 6)}…${no.slice(-6)}`;
}

/** The account picked first: the default one, else the first (null without accounts). */
export function defaultAccount(accounts: readonly WithdrawAccount[]): WithdrawAccount | null {
  return accounts.find((a) => a.isDefault) ?? accounts[0] ?? null;
}

/** The fee of a withdrawal to this account, in its currency (absent: none). */
export function accountFee(account: WithdrawAccount): number {
  const fee = account.fee ?? 0;
  return Number.isFinite(fee) && fee > 0 ? fee : 0;
}

import { WithdrawAccountType, type PixKeyType, type WithdrawAccount } from '../../api/contract';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import { destinationKind, maskedAccountNo, type DestinationSource } from './accountMask';
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
 * "Conta bancária" (type 1 without a Pix key), "Carteira USDT · TRC20".
 */
export function accountTitle(account: WithdrawAccount): string {
  return destinationMethod(account);
}

/**
 * The method of a destination, a saved account or an order's: the kind of Pix key ("Pix · CPF",
 * "Pix · Celular", "Pix · E-mail", "Pix · Chave aleatória"), "Conta bancária", or the wallet's
 * coin and network ("Carteira USDT · TRC20"; "Carteira cripto" when the coin is not known).
 * Without `pixKeyType` the kind is read from the number's shape (accountMask.ts).
 */
export function destinationMethod(
  source: DestinationSource & { currency?: string | null; network?: string | null },
): string {
  const kind = destinationKind(source);
  if (kind === 'wallet') {
    const coin = source.currency
      ? t('withdraw.account.wallet', { currency: source.currency })
      : t('withdraw.account.anyWallet');
    return source.network ? `${coin} · ${source.network}` : coin;
  }
  if (kind === 'bank') return t('withdraw.account.bank');
  return `${t('withdraw.account.pix')} · ${pixKeyLabel(kind)}`;
}

/**
 * A destination in one line, method then masked number ("Pix · CPF ***.533.447-**"): how the
 * picker names an account, the password step names where the money goes and an order says where
 * it went.
 */
export function destinationText(
  source: DestinationSource & { currency?: string | null; network?: string | null },
): string {
  return `${destinationMethod(source)} ${maskedAccountNo(source)}`;
}

/** The currency a withdrawal to this account is paid in (Pix and cards: BRL). */
export function accountCurrency(account: WithdrawAccount): string {
  if (account.currency) return account.currency;
  return account.type === WithdrawAccountType.bankCard ? PIX_CURRENCY : '';
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

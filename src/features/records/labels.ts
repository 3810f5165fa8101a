import type { AccountChangeRecord } from '../../api/contract';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import '../../i18n/messages/records';

/** How a status reads at a glance: waiting (warning), refused or failed (danger), done (success). */
export type StatusTone = 'pending' | 'failed' | 'done';

export type StatusView = { label: string; tone: StatusTone };

const TONES: Record<number, StatusTone> = { 1: 'pending', 2: 'failed', 3: 'done' };

const RECHARGE_STATUS: Record<number, MessageKey> = {
  1: 'records.recharge.status.1',
  2: 'records.recharge.status.2',
  3: 'records.recharge.status.3',
};

const WITHDRAW_STATUS: Record<number, MessageKey> = {
  1: 'records.withdraw.status.1',
  2: 'records.withdraw.status.2',
  3: 'records.withdraw.status.3',
};

/**
 * Spec 3 recharge order status: 1 unpay, 2 fail, 3 success. A code the app does not know is
 * shown as "in processing" (waiting): never as done, so no player reads money as arrived.
 */
export function rechargeStatus(status: number): StatusView {
  const key = RECHARGE_STATUS[status];
  return key
    ? { label: t(key), tone: TONES[status] ?? 'pending' }
    : { label: t('records.status.other'), tone: 'pending' };
}

/**
 * An unpaid order past its expiry (the row's CHOICE `expireTime`): it can no longer be paid, so
 * it reads as expired (a failure's tone), not as still awaiting payment.
 */
export function expiredRecharge(): StatusView {
  return { label: t('records.recharge.status.expired'), tone: 'failed' };
}

/** Spec 3 withdraw status: 1 audit, 2 reject, 3 success (unknown codes as for deposits). */
export function withdrawStatus(status: number): StatusView {
  const key = WITHDRAW_STATUS[status];
  return key
    ? { label: t(key), tone: TONES[status] ?? 'pending' }
    : { label: t('records.status.other'), tone: 'pending' };
}

const BUSINESS: Record<number, MessageKey> = {
  1: 'records.business.1',
  2: 'records.business.2',
  3: 'records.business.3',
  4: 'records.business.4',
  5: 'records.business.5',
  6: 'records.business.6',
};

/** The name of a spec 3 main business type (1-6), from the catalogue. */
export function businessTypeLabel(type: number): string {
  const key = BUSINESS[type];
  return key ? t(key) : t('records.business.other');
}

/**
 * What a player reads as the entry's name: spec 3 does not list the sub business types, so
 * their name can only come from the server (`subBusinessName`, CHOICE); without it, the main
 * type's name stands in.
 */
export function subTypeLabel(
  record: Pick<AccountChangeRecord, 'businessType' | 'subBusinessName'>,
) {
  const fromServer = record.subBusinessName?.trim();
  return fromServer || businessTypeLabel(record.businessType);
}

const PAY_METHODS: Record<number, MessageKey> = {
  1: 'records.payMethod.1',
  2: 'records.payMethod.2',
  3: 'records.payMethod.3',
};

/** Spec 3 payment methods: 1 pix, 2 crypto wallet, 3 bank card; '' for an unknown one. */
export function payMethodLabel(method: number): string {
  const key = PAY_METHODS[method];
  return key ? t(key) : '';
}

import { TimeFilterDays } from '../../api/contract';

/** Spec 3 time filters, in days: 0 is today (São Paulo, the server's day), then 7, 30, 60. */
export type TimeFilter = (typeof TimeFilterDays)[number];

export const TIME_FILTERS: readonly TimeFilter[] = TimeFilterDays;

/**
 * CHOICE: the lists open on the last 7 days: "today" is empty most mornings, and a week is what
 * a player checking a recent deposit or bet looks for; 30 and 60 days are one tap away.
 */
export const DEFAULT_DAYS: TimeFilter = 7;

/** Spec 3 main business types of account changes. */
export const BUSINESS_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export type OrderTab = 'recharge' | 'withdraw';

function isTimeFilter(value: number): value is TimeFilter {
  return (TIME_FILTERS as readonly number[]).includes(value);
}

function isBusinessType(value: number): value is BusinessType {
  return (BUSINESS_TYPES as readonly number[]).includes(value);
}

/** A period from the URL; anything but 0, 7, 30 or 60 falls back to the default. */
export function parseDays(value: string | null): TimeFilter {
  if (value === null || !/^\d+$/.test(value)) return DEFAULT_DAYS;
  const days = Number(value);
  return isTimeFilter(days) ? days : DEFAULT_DAYS;
}

/** What /tradelist shows, from its query: `?days=30&type=3`. */
export type TradeListQuery = { days: TimeFilter; type: BusinessType | undefined };

export function parseTradeListQuery(search: string): TradeListQuery {
  const params = new URLSearchParams(search);
  const type = Number(params.get('type'));
  return {
    days: parseDays(params.get('days')),
    type: isBusinessType(type) ? type : undefined,
  };
}

/** The query string (without '?') of a /tradelist view; defaults are left out. */
export function tradeListSearch({ days, type }: TradeListQuery): string {
  const params = new URLSearchParams();
  if (days !== DEFAULT_DAYS) params.set('days', String(days));
  if (type !== undefined) params.set('type', String(type));
  return params.toString();
}

/** What /orderlist shows, from its query: `?tab=withdraw&days=30` (deposits by default). */
export type OrderListQuery = { tab: OrderTab; days: TimeFilter };

export function parseOrderListQuery(search: string): OrderListQuery {
  const params = new URLSearchParams(search);
  return {
    tab: params.get('tab') === 'withdraw' ? 'withdraw' : 'recharge',
    days: parseDays(params.get('days')),
  };
}

export function orderListSearch({ tab, days }: OrderListQuery): string {
  const params = new URLSearchParams();
  if (tab !== 'recharge') params.set('tab', tab);
  if (days !== DEFAULT_DAYS) params.set('days', String(days));
  return params.toString();
}

/**
 * The record id of /tradedetail?id=700001: a positive whole number, else undefined (the page
 * then says the record was not found instead of asking the server for nonsense).
 */
export function parseRecordId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * CHOICE: the id travels in the query (`/tradedetail?id=`), like spec 2's /activityDetail, so
 * the detail survives a reload, a shared link and the back button; the page fetches the record
 * itself instead of relying on the list having been loaded first.
 */
export function tradeDetailPath(id: number): string {
  return `/tradedetail?id=${id}`;
}

import { DEFAULT_DAYS, parseDays, type TimeFilter } from './recordQuery';

/**
 * The other views of /tradelist besides the statement (CHOICE: a query, not routes of their
 * own, which would weigh on every first load through the route table): the bet history
 * (`?view=bets`) and the transfers (`?view=transfers`).
 */
export type RecordView = 'bets' | 'transfers';

const VIEWS: readonly RecordView[] = ['bets', 'transfers'];

/** The view of a /tradelist address, or undefined for the statement itself. */
export function parseRecordView(search: string): RecordView | undefined {
  const view = new URLSearchParams(search).get('view');
  return VIEWS.find((v) => v === view);
}

/** The address of a view: `/tradelist?view=bets`. */
export function recordViewPath(view: RecordView): string {
  return `/tradelist?view=${view}`;
}

/** What a view with only a period shows, from its query: `?days=30` (default otherwise). */
export type PeriodQuery = { days: TimeFilter };

export function parsePeriodQuery(search: string): PeriodQuery {
  return { days: parseDays(new URLSearchParams(search).get('days')) };
}

/** The query string (without '?') of a view and its period; the default period is left out. */
export function periodSearch(view: RecordView, { days }: PeriodQuery): string {
  return days === DEFAULT_DAYS ? `view=${view}` : `view=${view}&days=${days}`;
}

/** The year the brand's copyright starts (spec 1: "a copyright line running from 2023"). */
export const COPYRIGHT_FIRST_YEAR = 2023;

const yearInSaoPaulo = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
});

/**
 * The copyright years at instant `nowMs`: '2023–2026' (en dash), or just '2023' while it is
 * still 2023. The current year is São Paulo's (spec 1), so the footer turns over at local
 * midnight on New Year's Eve, not at 21:00 when UTC does. A clock set before 2023 (a phone with
 * a wrong date) gives '2023', never a backwards range.
 */
export function copyrightYears(nowMs: number): string {
  const year = Number(yearInSaoPaulo.format(nowMs));
  return Number.isFinite(year) && year > COPYRIGHT_FIRST_YEAR
    ? `${COPYRIGHT_FIRST_YEAR}\u2013${year}`
    : String(COPYRIGHT_FIRST_YEAR);
}

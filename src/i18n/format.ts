import { activeLocale } from './language';

/**
 * Numbers through Intl for the active language (language.ts): counts, percentages, plain
 * figures in labels. Money and dates are NOT formatted here: spec 1 and 5 fix them to the pt-BR
 * form whatever the language, so they go through lib/money.ts (formatMoney, formatCurrency) and
 * lib/time.ts (dd/mm/aaaa, São Paulo time).
 */

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions | undefined) {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** `1234.5` as "1.234,5" in pt-BR or "1,234.5" in English; `options` are Intl's. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(activeLocale(), options).format(value);
}

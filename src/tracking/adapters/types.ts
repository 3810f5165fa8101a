import type { PixelEvent } from '../events';

/** What an adapter needs from the page: its globals and a way to add a script by address. */
export type PixelEnv = {
  /** Where the provider's global (fbq, ttq, kwaiq, gtag/dataLayer) lives: `window` in the app. */
  win: Record<string, unknown>;
  /** Adds `<script async src=...>` to the page: no inline code, which a strict CSP would block. */
  loadScript: (src: string) => void;
};

/** Event names per conversion; null: the provider gets nothing for it. */
export type EventNames = Record<PixelEvent['name'], string | null>;

/** One provider's pixel, installed after consent. */
export type PixelAdapter = {
  provider: string;
  /** Sets up the provider's global queue and loads its official script (once). */
  install: () => void;
  send: (event: PixelEvent) => void;
  /** The player withdrew consent: tell the provider, where it has a way to hear it. */
  revoke: () => void;
};

/** The adapter's settings read from the pixel config (pixels.ts validates them). */
export type AdapterSettings = { pixelId: string; events: EventNames };

/** Value and currency of a deposit; only BRL amounts are reported. */
export function moneyOf(event: PixelEvent): { value: number; currency: 'BRL' } | undefined {
  if (event.name !== 'deposit' && event.name !== 'firstDeposit') return undefined;
  return event.currency === 'BRL' ? { value: event.amount, currency: 'BRL' } : undefined;
}

/** A queue-and-replay stub like the providers' own snippets: calls wait until the script runs. */
export type QueueFn = ((...args: unknown[]) => void) & Record<string, unknown>;

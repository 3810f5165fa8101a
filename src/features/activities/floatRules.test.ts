import { describe, expect, it } from 'vitest';
import { FIRST_PAY_ACTIVITY } from '../../../mocks/data/activities';
import { FIXED_NOW, MINUTE } from '../../../mocks/data/clock';
import { SOCIAL_LINKS } from '../../../mocks/data/content';
import {
  firstPayDeadline,
  floatingSocialLinks,
  isTelegramLink,
  socialCountdownEndsAt,
  todayEntry,
} from './floatRules';

describe('floating social links (spec 3, 5)', () => {
  it('are the type 3 links with h5Show, in the server order', () => {
    expect(floatingSocialLinks(SOCIAL_LINKS).map((link) => link.name)).toEqual([
      'Telegram',
      'WhatsApp',
      'Suporte',
    ]);
  });

  it('find Telegram by its address, else by its name', () => {
    const link = (name: string, linkUrl: string) => ({ name, linkUrl });
    expect(isTelegramLink(link('Canal oficial', 'https://t.me/vitrine'))).toBe(true);
    expect(isTelegramLink(link('Grupo VIP', 'https://web.telegram.org/k/#@vitrine'))).toBe(true);
    expect(isTelegramLink(link('telegram', '/service'))).toBe(true);
    expect(isTelegramLink(link('WhatsApp', 'https://wa.me/5511900000000'))).toBe(false);
    // A look-alike host is not Telegram's.
    expect(isTelegramLink(link('Promo', 'https://t.me.evil.example/x'))).toBe(false);
  });

  it('take a link the server sent without an address (linkUrl null) by its name, without throwing', () => {
    expect(isTelegramLink({ name: 'Telegram', linkUrl: null })).toBe(true);
    expect(isTelegramLink({ name: 'WhatsApp', linkUrl: null })).toBe(false);
  });
});

describe('per-day countdown of a social icon (spec 4)', () => {
  it('shows a timer until countDown minutes after today’s start', () => {
    expect(socialCountdownEndsAt(FIXED_NOW, 5, FIXED_NOW)).toBe(FIXED_NOW + 5 * MINUTE);
    expect(socialCountdownEndsAt(FIXED_NOW, 5, FIXED_NOW + 5 * MINUTE - 1)).toBe(
      FIXED_NOW + 5 * MINUTE,
    );
    expect(socialCountdownEndsAt(FIXED_NOW, 5, FIXED_NOW + 5 * MINUTE)).toBeUndefined();
  });

  it('shows no timer without a countDown', () => {
    expect(socialCountdownEndsAt(FIXED_NOW, null, FIXED_NOW)).toBeUndefined();
    expect(socialCountdownEndsAt(FIXED_NOW, 0, FIXED_NOW)).toBeUndefined();
    expect(socialCountdownEndsAt(FIXED_NOW, Number.NaN, FIXED_NOW)).toBeUndefined();
  });

  it('uses a stored entry only on its own São Paulo day', () => {
    const entry = { day: '22/11/2026', startedAt: FIXED_NOW, dismissed: true };
    expect(todayEntry(entry, '22/11/2026')).toBe(entry);
    expect(todayEntry(entry, '23/11/2026')).toBeUndefined();
    expect(todayEntry(undefined, '22/11/2026')).toBeUndefined();
  });
});

describe('first-deposit limited-time deadline (spec 4, type 7)', () => {
  const sets = FIRST_PAY_ACTIVITY.limitTimeFirstPaySets;

  it('is the registration time plus the largest tl in minutes', () => {
    // The seed's limits are 30, 120 and 1440 minutes.
    expect(firstPayDeadline(FIXED_NOW, sets)).toBe(FIXED_NOW + 1440 * MINUTE);
    expect(firstPayDeadline(FIXED_NOW, [{ tl: 90 }, { tl: 15 }])).toBe(FIXED_NOW + 90 * MINUTE);
  });

  it('is none without a registration time (the icon goes at once)', () => {
    expect(firstPayDeadline(0, sets)).toBeNull();
    expect(firstPayDeadline(null, sets)).toBeNull();
    expect(firstPayDeadline(undefined, sets)).toBeNull();
  });

  it('is the registration time itself without any limit', () => {
    expect(firstPayDeadline(FIXED_NOW, [])).toBe(FIXED_NOW);
    expect(firstPayDeadline(FIXED_NOW, null)).toBe(FIXED_NOW);
  });
});

import { describe, expect, it } from 'vitest';
import { overlaysState } from '../../state/overlays';
import { resetAllStores } from '../../state/reset';
import { readStored } from '../../state/storage';
import {
  hideNoticesToday,
  NOTICES_HIDDEN_DAY_KEY,
  noticesHiddenToday,
  openNotices,
} from './noticeSnooze';

// 22/11/2026 12:00 in São Paulo (UTC-3).
const NOON = Date.UTC(2026, 10, 22, 15, 0);
const HOUR = 60 * 60 * 1000;

describe('notice pop-ups "Não mostrar novamente hoje"', () => {
  it('hides them for the rest of the São Paulo day, not the next one', () => {
    hideNoticesToday(true, NOON);
    expect(noticesHiddenToday(NOON)).toBe(true);
    // 23:59 in São Paulo is 02:59 UTC on the next calendar day: still the same day there.
    expect(noticesHiddenToday(Date.UTC(2026, 10, 23, 2, 59))).toBe(true);
    expect(noticesHiddenToday(Date.UTC(2026, 10, 23, 3, 0))).toBe(false);
    expect(noticesHiddenToday(NOON + 24 * HOUR)).toBe(false);
  });

  it('stores the day (dd/mm/aaaa) under its documented key; unticking forgets it', () => {
    hideNoticesToday(true, NOON);
    expect(readStored(NOTICES_HIDDEN_DAY_KEY)).toBe('22/11/2026');
    hideNoticesToday(false, NOON);
    expect(readStored(NOTICES_HIDDEN_DAY_KEY)).toBeNull();
    expect(noticesHiddenToday(NOON)).toBe(false);
  });

  it('openNotices opens the pop-up only on a day the player did not hide it', () => {
    expect(openNotices()).toBe(true);
    expect(overlaysState.overlay).toEqual({ name: 'notice', props: {} });
    resetAllStores();
    hideNoticesToday(true);
    expect(openNotices()).toBe(false);
    expect(overlaysState.overlay).toBeNull();
  });

  it('is forgotten by the global reset', () => {
    hideNoticesToday(true);
    resetAllStores();
    expect(noticesHiddenToday()).toBe(false);
  });
});

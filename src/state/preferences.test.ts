import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  getDeviceId,
  PREFERENCES_STORAGE_KEY,
  preferencesState,
  setChannelCode,
  setLanguage,
  setPwaShortCode,
  setReferralCode,
  setReferrer,
} from './preferences';
import { resetAllStores } from './reset';
import { useMemoryStorage } from '../lib/testing/memoryStorage';

const stored = () =>
  JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null') as Record<string, unknown>;

/** 12:00 in São Paulo on 22/11/2026. */
const NOON = Date.UTC(2026, 10, 22, 15, 0, 0);

describe('preferences (spec 3 "Stored in the browser")', () => {
  beforeEach(() => void useMemoryStorage());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('defaults to pt-BR and nothing else', () => {
    expect(preferencesState).toEqual({
      channelCode: '',
      referrer: '',
      pwaShortCode: '',
      referralCode: '',
      language: DEFAULT_LANGUAGE,
      deviceId: '',
      floatIcons: {},
    });
    expect(DEFAULT_LANGUAGE).toBe('pt-BR');
  });

  it('persists every field it is given', () => {
    setChannelCode('12345');
    setReferrer('https://google.com/');
    setPwaShortCode('vit');
    setReferralCode('AMIGO7');
    setLanguage('en');
    expect(stored()).toMatchObject({
      channelCode: '12345',
      referrer: 'https://google.com/',
      pwaShortCode: 'vit',
      referralCode: 'AMIGO7',
      language: 'en',
    });
  });

  it('generates the device id once and keeps it', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceId()).toBe(id);
    expect(stored().deviceId).toBe(id);
  });

  it('loads what is stored, ignoring malformed fields', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        deviceId: 'kept-id',
        language: 42,
        referralCode: 'AMIGO7',
        floatIcons: { ok: { day: '22/11/2026', startedAt: NOON, dismissed: false }, bad: 'x' },
      }),
    );
    vi.resetModules();
    const fresh = await import('./preferences');
    expect(fresh.getDeviceId()).toBe('kept-id');
    expect(fresh.preferencesState.language).toBe('pt-BR');
    expect(fresh.preferencesState.referralCode).toBe('AMIGO7');
    expect(Object.keys(fresh.preferencesState.floatIcons)).toEqual(['ok']);
  });

  it('drops stored referral and channel codes that break the rules', async () => {
    // Before the length rule a 100,000-character /u/ code was stored and then sent as the
    // invite-code header on every call; a back end answers 431 and the player is locked out.
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        referralCode: 'A'.repeat(100_000),
        channelCode: 'not-digits',
        pwaShortCode: 'x'.repeat(65),
      }),
    );
    vi.resetModules();
    const fresh = await import('./preferences');
    expect(fresh.preferencesState.referralCode).toBe('');
    expect(fresh.preferencesState.channelCode).toBe('');
    expect(fresh.preferencesState.pwaShortCode).toBe('');
  });

  it('survives corrupt storage', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    vi.resetModules();
    const fresh = await import('./preferences');
    expect(fresh.preferencesState.language).toBe('pt-BR');
  });

  it('resetAllStores forgets everything, including storage', () => {
    setReferralCode('AMIGO7');
    getDeviceId();
    resetAllStores();
    expect(preferencesState.referralCode).toBe('');
    expect(preferencesState.deviceId).toBe('');
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();
  });
});

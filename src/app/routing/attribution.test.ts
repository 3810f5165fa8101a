import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesState } from '../../state/preferences';
import { resetAllStores } from '../../state/reset';
import { captureAttribution } from './attribution';

describe('captureAttribution (spec 3 stored attribution, spec 7 headers)', () => {
  beforeEach(() => resetAllStores());

  it('keeps another site as the referrer, origin only', () => {
    captureAttribution('https://vitrine.test/', 'https://www.google.com/search?q=cassino');
    expect(preferencesState.referrer).toBe('https://www.google.com');
  });

  it('ignores the app itself, empty and non-http referrers', () => {
    captureAttribution('https://vitrine.test/gameList', 'https://vitrine.test/');
    captureAttribution('https://vitrine.test/', '');
    captureAttribution('https://vitrine.test/', 'android-app://com.google.android.gm/');
    captureAttribution('https://vitrine.test/', 'not a url');
    expect(preferencesState.referrer).toBe('');
  });

  it('first touch wins: a later referrer does not replace the stored one', () => {
    captureAttribution('https://vitrine.test/', 'https://instagram.com/p/1');
    captureAttribution('https://vitrine.test/', 'https://facebook.com/');
    expect(preferencesState.referrer).toBe('https://instagram.com');
  });

  it('reads the PWA short code from the start URL and refuses odd values', () => {
    captureAttribution('https://vitrine.test/?pwaShortCode=ab12', '');
    expect(preferencesState.pwaShortCode).toBe('ab12');
    captureAttribution('https://vitrine.test/?pwaShortCode=%3Cscript%3E', '');
    expect(preferencesState.pwaShortCode).toBe('ab12');
  });
});

import { describe, expect, it } from 'vitest';
import { isInstalled, isIosSafari } from './platform';

// Real user-agent strings as those browsers send them.
const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadSafariOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ Safari (and Safari on a Mac) send this one.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.0.2592.56 Mobile/15E148 Safari/605.1.15',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98 (iPhone15,2; iOS 17_5; pt_BR; pt; scale=3.00; 1179x2556; 612296073)',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.33.109;FBBV/602165431;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/pt_BR;FBOP/5]',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('isIosSafari', () => {
  it('is true for Safari on an iPhone and on an old iPad', () => {
    expect(isIosSafari(UA.iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(UA.ipadSafariOld, 5)).toBe(true);
  });

  it('is true for iPadOS Safari that reports a Mac, told apart by its touch screen', () => {
    expect(isIosSafari(UA.macSafari, 5)).toBe(true);
    expect(isIosSafari(UA.macSafari, 0)).toBe(false);
  });

  it('is false for the other iOS browsers and in-app viewers (no Safari share sheet)', () => {
    for (const ua of [
      UA.iphoneChrome,
      UA.iphoneFirefox,
      UA.iphoneEdge,
      UA.iphoneInstagram,
      UA.iphoneFacebook,
    ]) {
      expect(isIosSafari(ua, 5), ua).toBe(false);
    }
  });

  it('is false for Android and desktop browsers', () => {
    expect(isIosSafari(UA.androidChrome, 5)).toBe(false);
    expect(isIosSafari(UA.androidSamsung, 5)).toBe(false);
    expect(isIosSafari(UA.windowsChrome, 0)).toBe(false);
  });
});

describe('isInstalled', () => {
  const media = (standalone: string) => (query: string) => ({
    matches: query === `(display-mode: ${standalone})`,
  });

  it('is true in display-mode standalone (launched from the home screen)', () => {
    expect(isInstalled({ matchMedia: media('standalone') })).toBe(true);
  });

  it("is true when iOS Safari's navigator.standalone says so", () => {
    expect(isInstalled({ navigator: { standalone: true }, matchMedia: media('browser') })).toBe(
      true,
    );
  });

  it('is false in a browser tab, and where matchMedia is missing', () => {
    expect(isInstalled({ matchMedia: media('browser'), navigator: { standalone: false } })).toBe(
      false,
    );
    expect(isInstalled({})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildHeaders, detectDevice, headerValue } from './headers';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('detectDevice (spec 7 device headers)', () => {
  it('phones are H5 with their OS and app type (3 Android, 4 iOS)', () => {
    expect(detectDevice(UA.android, false)).toEqual({
      deviceType: 'H5',
      deviceName: 'Android',
      osVersion: '14',
      appSubType: '3',
    });
    expect(detectDevice(UA.iphone, false)).toEqual({
      deviceType: 'H5',
      deviceName: 'iPhone',
      osVersion: '17.5',
      appSubType: '4',
    });
  });

  it('installed PWAs are app types 6 (Android) and 7 (iOS)', () => {
    expect(detectDevice(UA.android, true).appSubType).toBe('6');
    expect(detectDevice(UA.iphone, true).appSubType).toBe('7');
  });

  it('desktops are PC, app type 5', () => {
    expect(detectDevice(UA.windows, false)).toEqual({
      deviceType: 'PC',
      deviceName: 'Windows',
      osVersion: '10.0',
      appSubType: '5',
    });
    expect(detectDevice(UA.mac, false)).toMatchObject({ deviceType: 'PC', osVersion: '10.15.7' });
    expect(detectDevice(UA.linux, false)).toMatchObject({ deviceType: 'PC', deviceName: 'Linux' });
  });

  it('an unknown user agent counts as a phone with empty details', () => {
    expect(detectDevice('', false)).toEqual({
      deviceType: 'H5',
      deviceName: '',
      osVersion: '',
      appSubType: '',
    });
  });
});

describe('headerValue (a stored value can never make every call throw)', () => {
  it('keeps printable ISO-8859-1 text', () => {
    expect(headerValue('JOGA10')).toBe('JOGA10');
    expect(headerValue('https://parceiro.example')).toBe('https://parceiro.example');
    expect(headerValue('São Paulo')).toBe('São Paulo');
  });

  it('drops a value with line breaks, controls or characters fetch refuses', () => {
    expect(headerValue('abc\r\nX-Injected: 1')).toBe('');
    expect(headerValue('a\u0000b')).toBe('');
    expect(headerValue('código😀')).toBe('');
    expect(headerValue('中文')).toBe('');
  });

  it('every header built from hostile values is still sendable by fetch', () => {
    const hostile = 'x\r\ny\u2028😀';
    const headers = buildHeaders({
      token: hostile,
      lang: hostile,
      deviceId: hostile,
      pwaShortCode: hostile,
      referrer: hostile,
      channelCode: hostile,
      referralCode: hostile,
    });
    expect(() => new Headers(headers)).not.toThrow();
    expect(headers.Authorization).toBe('');
  });
});

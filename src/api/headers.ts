import { AppType, type HeaderName } from './contract';

export type DeviceInfo = {
  /** Spec 7: 'H5' on phones and tablets, 'PC' on desktop. */
  deviceType: 'H5' | 'PC';
  deviceName: string;
  osVersion: string;
  /** Spec 3 app type code (3 Android, 4 iOS, 5 desktop, 6 Android PWA, 7 iOS PWA). */
  appSubType: string;
};

/**
 * Reads the device from a user agent (pure, for tests). An unknown or empty user agent counts
 * as a phone ('H5'): the product is mobile first (CHOICE). iPadOS 13+ presents itself as a Mac
 * and is then read as desktop; only touch detection could tell, and the server treats both
 * layouts alike.
 */
export function detectDevice(userAgent: string, standalone: boolean): DeviceInfo {
  const ua = userAgent;
  const android = /Android\s*([\d._]*)/i.exec(ua);
  const ios = /(iPhone|iPad|iPod)(?:.*?OS\s([\d_]+))?/i.exec(ua);
  if (android) {
    return {
      deviceType: 'H5',
      deviceName: 'Android',
      osVersion: android[1] ?? '',
      appSubType: String(standalone ? AppType.androidPwa : AppType.android),
    };
  }
  if (ios) {
    return {
      deviceType: 'H5',
      deviceName: ios[1] ?? 'iPhone',
      osVersion: (ios[2] ?? '').replace(/_/g, '.'),
      appSubType: String(standalone ? AppType.iosPwa : AppType.ios),
    };
  }
  const windows = /Windows NT ([\d.]+)/.exec(ua);
  const mac = /Mac OS X ([\d_.]+)/.exec(ua);
  const desktop = windows ?? mac ?? (/Linux|CrOS/.test(ua) ? ['', ''] : null);
  if (desktop && !/Mobile/i.test(ua)) {
    return {
      deviceType: 'PC',
      deviceName: windows ? 'Windows' : mac ? 'Mac' : 'Linux',
      osVersion: (desktop[1] ?? '').replace(/_/g, '.'),
      appSubType: String(AppType.desktop),
    };
  }
  return { deviceType: 'H5', deviceName: '', osVersion: '', appSubType: '' };
}

let device: DeviceInfo | undefined;

function currentDevice(): DeviceInfo {
  if (!device) {
    const ua = typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? '');
    const standalone =
      typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
    device = detectDevice(ua, standalone);
  }
  return device;
}

/**
 * What the spec 7 headers carry besides the device: the session token and what the browser
 * stored (spec 3). Boot hands the client a function that reads them from the stores
 * (app/wireClient.ts); the client itself never imports a store.
 */
export type HeaderValues = {
  token: string;
  lang: string;
  deviceId: string;
  pwaShortCode: string;
  referrer: string;
  channelCode: string;
  referralCode: string;
};

// Characters fetch refuses in a header value (it throws before sending: every call would fail)
// or that could split a header: anything outside printable ISO-8859-1.
const UNSENDABLE = /[^\u0020-\u007e\u00a0-\u00ff]/;

/** A value safe to send as a header: '' when it holds a character fetch would refuse. */
export function headerValue(value: string): string {
  return UNSENDABLE.test(value) ? '' : value;
}

/**
 * The headers of spec 7 for the next request. Every header is always present; an unknown value
 * is sent as '' (contract.ts `headerNames`).
 */
export function buildHeaders(values: HeaderValues): Record<HeaderName, string> {
  const info = currentDevice();
  return {
    Authorization: headerValue(values.token),
    lang: headerValue(values.lang),
    'device-id': headerValue(values.deviceId),
    'pwa-short-code': headerValue(values.pwaShortCode),
    'device-type': info.deviceType,
    'device-name': headerValue(info.deviceName),
    'os-version': headerValue(info.osVersion),
    referrer: headerValue(values.referrer),
    'channel-id': headerValue(values.channelCode),
    'invite-code': headerValue(values.referralCode),
    'app-sub-type': info.appSubType,
  };
}

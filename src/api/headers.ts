import { AppType, type HeaderName } from './contract';
import { sessionState } from '../state/session';
import { getDeviceId, preferencesState } from '../state/preferences';

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
 * The headers of spec 7 for the next request, from the session and preferences stores. Every
 * header is always present; an unknown value is sent as '' (contract.ts `headerNames`).
 */
export function buildHeaders(): Record<HeaderName, string> {
  const info = currentDevice();
  return {
    Authorization: sessionState.token,
    lang: preferencesState.language,
    'device-id': getDeviceId(),
    'pwa-short-code': preferencesState.pwaShortCode,
    'device-type': info.deviceType,
    'device-name': info.deviceName,
    'os-version': info.osVersion,
    referrer: preferencesState.referrer,
    'channel-id': preferencesState.channelCode,
    'invite-code': preferencesState.referralCode,
    'app-sub-type': info.appSubType,
  };
}

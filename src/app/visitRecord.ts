import { quietly } from '../api/errors';
import { currentHeaders } from '../api/http';
import { addVisitRecord } from '../api/visit';
import { getDeviceId } from '../state/preferences';
import { captureAttribution } from './routing/attribution';

/**
 * Spec 7 "POST /api/visitRecord/v1/add on app start", after recording where the player came
 * from (referrer, PWA short code) so the record carries those headers. It runs once the browser
 * is idle after the first paint (boot.ts): the operator's statistics do not need to compete
 * with the first screen's calls, and its code stays out of the first load.
 */
export function recordVisit(): void {
  captureAttribution(location.href, document.referrer);
  void quietly(
    addVisitRecord(
      { appType: currentHeaders()['app-sub-type'], deviceId: getDeviceId(), url: location.href },
      { silent: true },
    ),
  );
}

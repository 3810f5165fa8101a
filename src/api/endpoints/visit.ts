import type { EndpointDef } from '../contract';
import { anything } from '../shape';

// Spec 7 calls: the visit record of app start. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/visit.ts.

export const visitRecord = {
  method: 'POST',
  path: '/api/visitRecord/v1/add',
  reply: anything,
} as const satisfies EndpointDef;

import * as endpoints from './endpoints/visit';
import { type VisitRecordPayload } from './contract';
import { sender } from './http';

/** POST /api/visitRecord/v1/add on app start (spec 7). */
export const addVisitRecord = /* @__PURE__ */ sender<VisitRecordPayload, unknown>(
  endpoints.visitRecord,
);

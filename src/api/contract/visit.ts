/*
 * The visit record of app start (spec 7).
 * Part of the API contract; import it through src/api/contract.ts.
 */

/** CHOICE: POST /api/visitRecord/v1/add on app start. */
export type VisitRecordPayload = { appType: string; deviceId: string; url: string };

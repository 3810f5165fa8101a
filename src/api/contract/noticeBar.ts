/*
 * The home's scrolling notices (spec 2 home item 2).
 * Part of the API contract; import it through src/api/contract.ts.
 */

export type MarqueeNotice = {
  id: number;
  text: string;
  linkUrl: string;
  status: number;
  locationType: number;
};

import type { EndpointDef, MarqueeNotice } from '../contract';
import { arrayOf, bool, num, obj, str } from '../shape';

// The calls of the home's notice bar (spec 2 home item 2): the scrolling notices and the bell's
// red dot. A module of their own, since the home's first load counts every byte: beside the
// other back-office calls (content.ts) they brought every one of those and its reply shape.
// Data only: the mock world and tests read them through allEndpoints.ts; the app reads them
// through src/api/noticeBar.ts.

export const marqueeList = {
  method: 'GET',
  path: '/api/marquee/v1/list',
  choice: true,
  reply: arrayOf(
    obj<MarqueeNotice>({ id: num, text: str, linkUrl: str, status: num, locationType: num }),
  ),
} as const satisfies EndpointDef;

/**
 * Spec 7 System: "Unread-notice check returns a boolean", the notice bell's red dot (the home
 * notice bar reads it with the marquee).
 */
export const messageUnread = {
  method: 'GET',
  path: '/api/memberMessage/v1/unread',
  choice: true,
  reply: bool,
} as const satisfies EndpointDef;

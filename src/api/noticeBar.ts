import * as endpoints from './endpoints/noticeBar';
import type { MarqueeNotice } from './contract';
import { getter } from './http';

/** Spec 2 home item 2: the notice bar's entries (shown: status 1, locationType 1, spec 5). */
export const getMarquee = /* @__PURE__ */ getter<MarqueeNotice[]>(endpoints.marqueeList);

/** Spec 7 "Unread-notice check returns a boolean": the notice bell's red dot. */
export const getMessageUnread = /* @__PURE__ */ getter<boolean>(endpoints.messageUnread);

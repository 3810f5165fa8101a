import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { pushCalls, pushSubscriptions, WEB_PUSH_CONFIG } from '../../../mocks/world/webPush';
import { getWebPushConfig, subscribeWebPush, unsubscribeWebPush } from '../../api/pwa';
import { setSession } from '../../state/session';
import { FAKE_SUBSCRIPTION, fakePushAdapter } from '../testing/fakePushAdapter';
import { base64UrlToBytes } from './pushAdapter';
import { optIn, optOut, readPushStatus, type PushOperator } from './pushOptIn';

/** The operator as the app calls it (src/api/pwa.ts), answered by the mock world. */
const operator: PushOperator = {
  config: () => getWebPushConfig(undefined, { silent: true }),
  subscribe: (body) => subscribeWebPush(body, { silent: true }),
  unsubscribe: (body) => unsubscribeWebPush(body, { silent: true }),
};

beforeEach(() => {
  setSession(DEMO_ACCOUNT.info);
});

describe('base64UrlToBytes', () => {
  it('decodes the VAPID key into the 65 bytes of an uncompressed P-256 point', () => {
    const bytes = base64UrlToBytes(WEB_PUSH_CONFIG.vapidPublicKey);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });

  it('decodes unpadded base64url with - and _', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
  });

  it('refuses what is not base64url', () => {
    expect(() => base64UrlToBytes('a+b/')).toThrow();
  });
});

describe('readPushStatus (on opening the page: never a prompt, never a call)', () => {
  it('reads each state', async () => {
    expect(await readPushStatus(fakePushAdapter({ supported: false }))).toBe('unsupported');
    expect(await readPushStatus(fakePushAdapter({ permission: 'denied' }))).toBe('denied');
    expect(await readPushStatus(fakePushAdapter())).toBe('off');
    expect(await readPushStatus(fakePushAdapter({ permission: 'granted' }))).toBe('off');
    const subscribed = fakePushAdapter({ permission: 'granted', subscribed: true });
    expect(await readPushStatus(subscribed)).toBe('on');
    expect(subscribed.calls).toEqual([]);
    expect(pushCalls).toEqual([]);
  });
});

describe('optIn', () => {
  it('asks the browser, subscribes with the operator key and hands the subscription over', async () => {
    const browser = fakePushAdapter();
    expect(await optIn(browser, operator)).toBe('on');
    expect(browser.calls).toEqual(['requestPermission', 'subscribe']);
    expect([...browser.keys[0]!]).toEqual([...base64UrlToBytes(WEB_PUSH_CONFIG.vapidPublicKey)]);
    const stored = pushSubscriptions.get(FAKE_SUBSCRIPTION.endpoint);
    expect(stored).toMatchObject({
      appId: WEB_PUSH_CONFIG.appId,
      keys: FAKE_SUBSCRIPTION.keys,
      userNo: DEMO_ACCOUNT.info.userNo,
    });
  });

  it('does not prompt again when permission was granted before', async () => {
    const browser = fakePushAdapter({ permission: 'granted' });
    expect(await optIn(browser, operator)).toBe('on');
    expect(browser.calls).toEqual(['subscribe']);
  });

  it('stops at a refusal: denied, or the prompt closed without an answer; nothing is sent', async () => {
    const refused = fakePushAdapter({ answer: 'denied' });
    expect(await optIn(refused, operator)).toBe('denied');
    const closed = fakePushAdapter({ answer: 'default' });
    expect(await optIn(closed, operator)).toBe('off');
    expect(refused.calls).toEqual(['requestPermission']);
    expect(closed.calls).toEqual(['requestPermission']);
    expect(pushCalls).toEqual([]);
  });

  it('fails when the browser cannot subscribe (no push service), with nothing sent', async () => {
    const browser = fakePushAdapter({ subscribeFails: true });
    await expect(optIn(browser, operator)).rejects.toThrow();
    expect(pushCalls).toEqual([]);
  });

  it('undoes the browser subscription when the operator refuses it', async () => {
    const browser = fakePushAdapter({ permission: 'granted' });
    const refusing: PushOperator = {
      ...operator,
      subscribe: (body) => subscribeWebPush({ ...body, appId: 'another-app' }, { silent: true }),
    };
    await expect(optIn(browser, refusing)).rejects.toThrow();
    expect(browser.calls).toEqual(['subscribe', 'unsubscribe']);
    expect(await browser.current()).toBeNull();
    expect(pushSubscriptions.size).toBe(0);
  });
});

describe('optOut', () => {
  it('tells the operator, then drops the browser subscription', async () => {
    const browser = fakePushAdapter();
    await optIn(browser, operator);
    expect(await optOut(browser, operator)).toBe('off');
    expect(pushSubscriptions.size).toBe(0);
    expect(pushCalls.map((call) => call.kind)).toEqual(['subscribe', 'unsubscribe']);
    expect(await readPushStatus(browser)).toBe('off');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../src/api/allEndpoints';
import { AVATAR_OPTIONS, DEMO_ACCOUNT } from './data/users';
import { startMockApi, type MockApi } from './server';
import { findUser } from './world/world';

// The mock API serves the world's inline pictures as URLs on itself (server.ts PictureHost). A
// picture the app sends back must reach the world as the picture it offered: /person/edit
// saves an avatar URL from userAvatar, which the world checks against its list. msw/node intercepts
// this process's own requests: msw's passthrough header reaches the real server.

const PASSTHROUGH = { accept: 'msw/passthrough' };
let api: MockApi;

beforeEach(async () => {
  api = await startMockApi({ port: 0, latency: 'off' });
});

afterEach(async () => {
  await api.close();
});

async function data<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${api.origin}${path}`, {
    ...init,
    headers: {
      ...PASSTHROUGH,
      Authorization: DEMO_ACCOUNT.info.token,
      'Content-Type': 'application/json',
    },
  });
  const body = (await response.json()) as { code: number; data: T; msg: string };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

describe('mock API pictures sent back', () => {
  it('saves an avatar chosen from the URLs userAvatar answered as the picture offered', async () => {
    const offered = await data<string[]>(endpoints.userAvatar.path);
    expect(offered).toHaveLength(AVATAR_OPTIONS.length);
    expect(offered[1]).toMatch(new RegExp(`^${api.origin}/__mock/img/\\d+\\.png$`));

    await data(endpoints.updateMember.path, {
      method: 'PUT',
      body: JSON.stringify({ avatarUrl: offered[1], nickName: 'Carlão da Sorte' }),
    });
    expect(findUser(DEMO_ACCOUNT.info.userNo)?.info.avatarUrl).toBe(AVATAR_OPTIONS[1]);

    // And it comes back out as the same URL.
    const info = await data<{ avatarUrl: string }>(endpoints.memberInfo.path);
    expect(info.avatarUrl).toBe(offered[1]);
  });
});

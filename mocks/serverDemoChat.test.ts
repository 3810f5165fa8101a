import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../src/api/allEndpoints';
import { getBusinessConfig } from '../src/api/content';
import { NODE_BASE_URL } from '../src/api/http';
import { serviceUrlOf } from '../src/features/service/serviceLink';
import { serviceTarget } from '../src/screens/Service/serviceTarget';
import { DEMO_CHAT_MOUNT } from './demoProvider/serve';
import { NO_SERVICE_URL, SERVICE_CHAT_URL } from './handlers/system';
import { server } from './node';
import { scenarios } from './scenarios';
import { startMockApi, type MockApi } from './server';

// The customer service of the mock world: the business config names the demo live chat, absolute
// on the origin that answered the call, which is where the page is served. Over msw/node here
// (the unit tests' API origin), and over real HTTP on the mock API server (server.ts), whose
// answer the app, on another origin, shows in its frame. msw/node intercepts this process's own
// requests: msw's passthrough header reaches the real server.

const CHAT_PAGE = `${DEMO_CHAT_MOUNT}/index.html`;
const PASSTHROUGH = { accept: 'msw/passthrough' };

describe('the business config names the demo chat', () => {
  it('absolute on the origin that answers the call, an address the app offers as its service', async () => {
    const config = await getBusinessConfig();
    const url = new URL(config.customerServiceUrl ?? '');
    expect(url.href).toBe(new URL(CHAT_PAGE, NODE_BASE_URL).href);
    expect(serviceUrlOf(config)).toBe(url.href);
    // The app's own origin (demo app, Storybook): a new tab; any other: the frame.
    expect(serviceTarget(config, url)).toEqual({ mode: 'newTab', url: url.href });
    expect(serviceTarget(config, new URL('http://127.0.0.1:4173/'))).toEqual({
      mode: 'frame',
      url: url.href,
    });
  });

  it('service-url: an operator’s chat on another host instead', async () => {
    server.use(...scenarios['service-url']);
    const config = await getBusinessConfig();
    expect(config.customerServiceUrl).toBe(SERVICE_CHAT_URL);
    expect(serviceUrlOf(config)).toBe(SERVICE_CHAT_URL);
  });

  it('no-service-url: an app path, so the app offers no service', async () => {
    server.use(...scenarios['no-service-url']);
    const config = await getBusinessConfig();
    expect(config.customerServiceUrl).toBe(NO_SERVICE_URL);
    expect(serviceUrlOf(config)).toBeNull();
    expect(serviceTarget(config, new URL(NODE_BASE_URL))).toEqual({ mode: 'none' });
  });
});

describe('the demo chat on the mock API', () => {
  let api: MockApi;

  beforeEach(async () => {
    api = await startMockApi({ port: 0, latency: 'off', clock: 'real' });
  });

  afterEach(async () => {
    await api.close();
  });

  const call = (url: string, init: RequestInit = {}) =>
    fetch(url, { ...init, redirect: 'manual', headers: { ...PASSTHROUGH } });

  it('names the chat on the mock API’s own origin, which serves it', async () => {
    const response = await call(`${api.origin}${endpoints.businessConfig.path}`);
    const body = (await response.json()) as { code: number; data: { customerServiceUrl: string } };
    expect(body.code).toBe(200);
    const url = new URL(body.data.customerServiceUrl);
    expect(url.href).toBe(`${api.origin}${CHAT_PAGE}`);

    const page = await call(url.href);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<title>Atendimento Vitrine (demonstração)</title>');
    expect(html).toContain('src="chat.js"');
    expect(html).toContain(
      'Esta é uma conversa de demonstração: nenhum atendente real lê estas mensagens.',
    );

    const script = await call(new URL('chat.js', url).href);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const style = await call(new URL('chat.css', url).href);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const head = await call(url.href, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sends the folder without its slash to it and serves nothing but its own files', async () => {
    const bare = await call(`${api.origin}${DEMO_CHAT_MOUNT}`);
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe(`${DEMO_CHAT_MOUNT}/`);
    const folder = await call(`${api.origin}${DEMO_CHAT_MOUNT}/`);
    expect(await folder.text()).toContain('Atendimento Vitrine (demonstração)');

    for (const path of ['nothing.js', 'game.js', '%2e%2e%2fserve.ts', '..%2f..%2fserver.ts']) {
      expect((await call(`${api.origin}${DEMO_CHAT_MOUNT}/${path}`)).status, path).toBe(404);
    }
  });
});

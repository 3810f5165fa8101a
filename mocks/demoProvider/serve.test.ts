import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CONFIG } from '../data/content';
import { DEMO_CHAT_MOUNT, DEMO_GAME_MOUNT, demoPageAnswer, demoPageDir } from './serve';

// What every host of the demo provider (the mock API server, the demo dev server) answers for a
// path: the pages' own files with the right type, and nothing else of the machine.

function file(pathname: string) {
  const answer = demoPageAnswer(pathname);
  if (answer?.kind !== 'file') throw new Error(`${pathname}: expected a file, got ${answer?.kind}`);
  return answer;
}

describe('demo provider pages', () => {
  it('serves the chat at /demo-provider/chat/, index.html for the folder itself', () => {
    const page = file(`${DEMO_CHAT_MOUNT}/index.html`);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.body.equals(readFileSync(`${demoPageDir('chat')}index.html`))).toBe(true);
    expect(page.body.toString('utf8')).toContain('Atendimento Vitrine (demonstração)');
    expect(file(`${DEMO_CHAT_MOUNT}/`).body.equals(page.body)).toBe(true);
    expect(file(`${DEMO_CHAT_MOUNT}/chat.js`).contentType).toBe('text/javascript; charset=utf-8');
    expect(file(`${DEMO_CHAT_MOUNT}/chat.css`).contentType).toBe('text/css; charset=utf-8');
  });

  it('still serves the game at /demo-provider/game/', () => {
    expect(file(`${DEMO_GAME_MOUNT}/`).body.toString('utf8')).toContain(
      'Caça-níqueis da Vitrine (demo)',
    );
    expect(file(`${DEMO_GAME_MOUNT}/game.js`).contentType).toBe('text/javascript; charset=utf-8');
  });

  it('sends a folder without its slash to it, query kept (the pages link their files relatively)', () => {
    expect(demoPageAnswer(DEMO_CHAT_MOUNT)).toEqual({
      kind: 'redirect',
      location: '/demo-provider/chat/',
    });
    expect(demoPageAnswer(DEMO_GAME_MOUNT, '?session=g-1')).toEqual({
      kind: 'redirect',
      location: '/demo-provider/game/?session=g-1',
    });
  });

  it('leaves every other path to the host (the game API, the app, look-alike folders)', () => {
    for (const path of [
      '/',
      '/service',
      '/demo-provider',
      '/demo-provider/',
      '/demo-provider/api/state',
      '/demo-provider/chats/index.html',
      '/demo-provider/chat.html',
    ]) {
      expect(demoPageAnswer(path), path).toBeNull();
    }
  });

  it('answers nothing but a page’s own plain files: no other page’s, no path out of it', () => {
    for (const path of [
      `${DEMO_CHAT_MOUNT}/game.js`,
      `${DEMO_GAME_MOUNT}/chat.js`,
      `${DEMO_CHAT_MOUNT}/nothing.js`,
      `${DEMO_CHAT_MOUNT}/../serve.ts`,
      `${DEMO_CHAT_MOUNT}/..%2fserve.ts`,
      `${DEMO_CHAT_MOUNT}/%2e%2e%2fserve.ts`,
      `${DEMO_CHAT_MOUNT}/../game/game.js`,
      `${DEMO_CHAT_MOUNT}/./index.html`,
      `${DEMO_CHAT_MOUNT}//index.html`,
      `${DEMO_CHAT_MOUNT}/index.html/`,
      `${DEMO_CHAT_MOUNT}/.hidden.js`,
      `${DEMO_CHAT_MOUNT}/index.txt`,
    ]) {
      expect(demoPageAnswer(path), path).toEqual({ kind: 'missing' });
    }
  });

  it('serves the page the seed names as the customer service', () => {
    const path = BUSINESS_CONFIG.customerServiceUrl ?? '';
    expect(path.startsWith(`${DEMO_CHAT_MOUNT}/`)).toBe(true);
    expect(file(path).contentType).toBe('text/html; charset=utf-8');
  });
});

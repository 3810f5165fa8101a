import { ws } from 'msw';
import { encodeSocketMessage, SOCKET_PING_FRAME } from '../src/live/socketMessages';
import type { fireLiveScenario } from './scenarios';
import { socketBus, type SocketTarget } from './world/socketBus';

/**
 * The live socket of the mock world, as every host serves it.
 *
 * CHOICE (spec 7 names only the query): the socket lives on the API host at the path `/ws`, so
 * its address follows from the API base URL: `http://h:p` -> `ws://h:p/ws`, `https://h` ->
 * `wss://h/ws` (`socketUrlFor`). The same path is used by the msw `ws.link` in the page
 * (Storybook, `npm start`) and by the real WebSocket server of `npm run mock-api`.
 */
export const SOCKET_PATH = '/ws';

/** The mock server's answer to the client's heartbeat: any frame proves the link alive (socket.ts). */
export const SOCKET_PONG_FRAME = '{"type":"pong"}';

/** The socket address for an API base URL (scheme http -> ws, https -> wss, plus SOCKET_PATH). */
export function socketUrlFor(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${SOCKET_PATH}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

export type LiveScenarioName = Parameters<typeof fireLiveScenario>[0];

/** The scenarios that push a socket message (mocks/scenarios.ts), which a host can fire at once. */
export const LIVE_SCENARIO_NAMES: readonly LiveScenarioName[] = [
  'socket-1012',
  'socket-1016',
  'maintenance-live',
];

export function isLiveScenario(name: string): name is LiveScenarioName {
  return (LIVE_SCENARIO_NAMES as readonly string[]).includes(name);
}

/** Whether a message published for `target` goes to a socket opened with `token` ('' = visitor). */
export function isForSession(target: SocketTarget, token: string): boolean {
  return target === 'all' || (token !== '' && target.token === token);
}

/** The frame the server sends back for a client frame, or null (only the heartbeat is answered). */
export function replyTo(frame: unknown): string | null {
  return frame === SOCKET_PING_FRAME ? SOCKET_PONG_FRAME : null;
}

/**
 * Delivers the bus messages meant for one socket session (its `token` from the connection query)
 * through `send` until the returned function is called (the socket closed).
 */
export function attachSession(token: string, send: (frame: string) => void): () => void {
  return socketBus.subscribe((target, message) => {
    if (isForSession(target, token)) send(encodeSocketMessage(message));
  });
}

/**
 * The live socket in the page: msw 2 `ws.link` intercepts `new WebSocket(...)` to any origin's
 * SOCKET_PATH (the page has no real socket server in Storybook or `npm start`). Accepts every
 * connection, answers pings and forwards bus messages to the sessions they are for.
 */
export const socketLink = ws.link(`*${SOCKET_PATH}`);

/** The handler to add to the browser worker. */
export const socketHandler = socketLink.addEventListener('connection', ({ client }) => {
  const detach = attachSession(client.url.searchParams.get('token') ?? '', (frame) =>
    client.send(frame),
  );
  client.addEventListener('message', (event) => {
    const reply = replyTo(event.data);
    if (reply) client.send(reply);
  });
  client.addEventListener('close', detach);
});

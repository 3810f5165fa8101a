import type { SocketMessage } from '../../src/live/socketMessages';

/** Who a pushed socket message is for: one session (by token) or every open socket. */
export type SocketTarget = { token: string } | 'all';

export type SocketListener = (target: SocketTarget, message: SocketMessage) => void;

const listeners = new Set<SocketListener>();

/**
 * The mock world's outgoing socket messages. The stateful backend publishes (a deposit that
 * succeeds pushes the new balance, a scenario pushes 1012/1016/maintenance); each host delivers
 * them its own way: msw `ws.link` in the browser (Storybook, `npm start`), real WebSockets in
 * `npm run mock-api`.
 */
export const socketBus = {
  publish(target: SocketTarget, message: SocketMessage): void {
    for (const listener of listeners) listener(target, message);
  },
  subscribe(listener: SocketListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

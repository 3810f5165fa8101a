import type { PlatformConfig, WalletEntry } from '../api/contract';

/**
 * The live socket's wire protocol, shared by the client (socket.ts) and the mock backend.
 *
 * Spec 7 names only the connection query and spec 4 only message types 1012 and 1016; every
 * other message content is "not shown". CHOICES made here:
 *
 * - Every server frame is a JSON text frame `{"type": <number>, "data": <payload>}`.
 * - 1012 and 1016 carry no payload the client reads (`data` may be absent or anything).
 * - 2001 balance update: `data` is `{ currency, availableBalance }` (spec 3 wallet entry fields).
 * - 2002 maintenance: `data` is `{ platformStatus, platformStartMaintenanceTime,
 *   platformEndMaintenanceTime }`, the spec 3 platform config fields, so the app can merge it
 *   straight into the config it already holds (spec 4: "Platform status can change live through
 *   a maintenance message").
 * - The client's heartbeat (spec 4/9: every 20 s) is the text frame `{"type":"ping"}`. Any frame
 *   the server sends back within SOCKET_PONG_TIMEOUT_MS proves the link alive (socket.ts); what
 *   it says is not read, so replies the client does not recognise are otherwise dropped.
 * - Binary frames, non-JSON text, unknown types and payloads of the wrong shape are dropped.
 */

/** Message type numbers. 1012 and 1016 come from spec 4; 2001 and 2002 are CHOICES. */
export const SocketMessageType = {
  /** Spec 4: the server asks the client to close; the client closes and does not reconnect. */
  closeRequest: 1012,
  /** Spec 4: a red packet is available; the red packet shakes for 6 s. */
  redPacket: 1016,
  /** CHOICE: one wallet entry's available balance changed. */
  balance: 2001,
  /** CHOICE: the platform status (maintenance window) changed. */
  maintenance: 2002,
} as const;

/** The ping frame the client sends every heartbeat (CHOICE, see the module comment). */
export const SOCKET_PING_FRAME = '{"type":"ping"}';

/** Payload of a 2001 balance update. */
export type BalanceUpdate = Pick<WalletEntry, 'currency' | 'availableBalance'>;

/** Payload of a 2002 maintenance message. */
export type MaintenanceUpdate = Pick<
  PlatformConfig,
  'platformStatus' | 'platformStartMaintenanceTime' | 'platformEndMaintenanceTime'
>;

export type CloseRequestMessage = { type: typeof SocketMessageType.closeRequest };
export type RedPacketMessage = { type: typeof SocketMessageType.redPacket };
export type BalanceMessage = { type: typeof SocketMessageType.balance; data: BalanceUpdate };
export type MaintenanceMessage = {
  type: typeof SocketMessageType.maintenance;
  data: MaintenanceUpdate;
};

/** Every message the client understands, discriminated by `type`. */
export type SocketMessage =
  CloseRequestMessage | RedPacketMessage | BalanceMessage | MaintenanceMessage;

/** Serialises a message as the server sends it (for the mock backend and tests). */
export function encodeSocketMessage(message: SocketMessage): string {
  return JSON.stringify(message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isTimeOrNull(value: unknown): value is number | null {
  return value === null || isFiniteNumber(value);
}

function parseBalance(data: unknown): BalanceUpdate | null {
  if (!isRecord(data)) return null;
  const { currency, availableBalance } = data;
  if (typeof currency !== 'string' || currency === '' || !isFiniteNumber(availableBalance)) {
    return null;
  }
  return { currency, availableBalance };
}

function parseMaintenance(data: unknown): MaintenanceUpdate | null {
  if (!isRecord(data)) return null;
  const { platformStatus, platformStartMaintenanceTime, platformEndMaintenanceTime } = data;
  if (platformStatus !== 1 && platformStatus !== 2) return null;
  if (!isTimeOrNull(platformStartMaintenanceTime) || !isTimeOrNull(platformEndMaintenanceTime)) {
    return null;
  }
  return { platformStatus, platformStartMaintenanceTime, platformEndMaintenanceTime };
}

/**
 * Reads one frame's data. Returns null for anything that is not a well-formed message the
 * client understands; never throws.
 */
export function parseSocketMessage(raw: unknown): SocketMessage | null {
  if (typeof raw !== 'string') return null;
  let envelope: unknown;
  try {
    envelope = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(envelope)) return null;
  switch (envelope.type) {
    case SocketMessageType.closeRequest:
      return { type: SocketMessageType.closeRequest };
    case SocketMessageType.redPacket:
      return { type: SocketMessageType.redPacket };
    case SocketMessageType.balance: {
      const data = parseBalance(envelope.data);
      return data && { type: SocketMessageType.balance, data };
    }
    case SocketMessageType.maintenance: {
      const data = parseMaintenance(envelope.data);
      return data && { type: SocketMessageType.maintenance, data };
    }
    default:
      return null;
  }
}

import { t } from '../i18n/t';

/**
 * Why a call failed:
 * - 'business': the server answered the envelope with a code other than 200 (spec 8);
 * - 'http': the server answered an HTTP error status, or a body that is not an envelope;
 * - 'timeout': no answer within the timeout (spec 9: 30 s);
 * - 'network': the request never reached the server (offline, DNS, CORS);
 * - 'aborted': the caller cancelled it (its AbortSignal fired);
 * - 'client': it could not be sent at all (e.g. no WebCrypto for an encrypted body);
 * - 'stale': the answer came back after the session changed (logout, another login) and was
 *   dropped unread: it belongs to a player who is no longer here;
 * - 'invalid': the server answered code 200, but its `data` does not fit the endpoint's reply
 *   shape (a list that is null, a field missing or of another kind): refused before any caller
 *   reads it.
 */
export type ApiErrorKind =
  'business' | 'http' | 'timeout' | 'network' | 'aborted' | 'client' | 'stale' | 'invalid';

type ApiErrorInit = {
  kind: ApiErrorKind;
  /** A message a player can read: the server's `msg`, or a pt-BR text of our own. */
  message: string;
  path: string;
  /** The envelope code, when the server sent one. */
  code?: number;
  /** The HTTP status, when the server answered. */
  status?: number;
  cause?: unknown;
};

/** Every failure of `request()` rejects with this, never with a raw fetch error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly path: string;
  readonly code: number | undefined;
  readonly status: number | undefined;

  constructor({ kind, message, path, code, status, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.path = path;
    this.code = code;
    this.status = status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The pt-BR message of a failure that carries no server message. */
export function defaultMessage(kind: ApiErrorKind): string {
  switch (kind) {
    case 'timeout':
      return t('api.error.timeout');
    case 'network':
      return t('api.error.network');
    case 'http':
      return t('api.error.http');
    case 'aborted':
    case 'stale':
      return t('api.error.aborted');
    case 'client':
      return t('api.error.encryption');
    case 'business':
      return t('api.error.generic');
    case 'invalid':
      return t('api.error.invalidResponse');
  }
}

/**
 * For fire-and-forget calls: resolves with the data, or with undefined when the call failed
 * with an ApiError (the player already saw whatever spec 8 shows for it). Any other error is a
 * bug and still rejects. `void quietly(refreshSomething())` never leaves an unhandled rejection.
 */
export async function quietly<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error)) return undefined;
    throw error;
  }
}

/*
 * The envelope and page every answer comes in, the request headers, the encrypted body of the
 * auth calls and the endpoint definition every group's calls are written in (spec 7 and 8).
 * Part of the API contract; import it through src/api/contract.ts.
 */

import type { Checker, Shape } from '../shape';

/** Spec 8: every response is wrapped in this envelope; code 200 means success. */
export type Envelope<T> = {
  code: number;
  data: T;
  msg: string;
};

/** CHOICE: paged lists answer with this page object. */
export type Page<T> = {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
};

/** Spec 9: default pagination pageNum 1, pageSize 10 (memberLevel 1000, activity props 999). */
export type PageQuery = {
  pageNum?: number;
  pageSize?: number;
};

/**
 * Request headers sent on every call (spec 7). CHOICE: a header whose value is unknown is sent
 * as an empty string rather than left out, so every request carries the same header set (one
 * CORS preflight shape, and the server can tell "not set" from "header missing").
 *
 * - `Authorization`: the session token as is, no scheme prefix (CHOICE), empty for visitors.
 * - `lang`: the chosen language code (default 'pt-BR', CHOICE).
 * - `device-id`: a UUID generated once per browser and kept in localStorage.
 * - `device-type`: 'H5' on phones and tablets, 'PC' on desktop, read from the user agent; an
 *   unknown user agent counts as 'H5' (mobile first, CHOICE).
 * - `device-name`, `os-version`: from the user agent ('Android' / '14', 'iPhone' / '17.5', ...).
 * - `app-sub-type`: the spec 3 app type code as a string: 3 Android, 4 iOS, 5 desktop, 6 Android
 *   PWA, 7 iOS PWA (PWA = running installed, display-mode standalone). CHOICE.
 * - `pwa-short-code`, `referrer`, `channel-id`, `invite-code`: from the stored preferences
 *   (spec 3 "Stored in the browser"); `invite-code` is the referral code read from a /u/ path.
 * - `Idempotency-Key` (CHOICE, money actions only): one UUID per player intent, reused by the
 *   retries of that intent until it succeeds (src/api/idempotency.ts).
 * - `sign-code` (encrypted auth bodies only): see `EncryptedBody`.
 */
export const headerNames = [
  'Authorization',
  'lang',
  'device-id',
  'pwa-short-code',
  'device-type',
  'device-name',
  'os-version',
  'referrer',
  'channel-id',
  'invite-code',
  'app-sub-type',
] as const;

export type HeaderName = (typeof headerNames)[number];

/** CHOICE: header carrying the idempotency key of a money action. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Spec 7: header carrying the wrapped symmetric key of an encrypted body. */
export const SIGN_CODE_HEADER = 'sign-code';

/**
 * Spec 7: login, register and resetPassword bodies travel encrypted. Exact format (CHOICE):
 *
 * 1. A fresh random 256-bit AES key and a fresh random 12-byte IV per request (WebCrypto).
 * 2. The JSON body (UTF-8) is encrypted with AES-256-GCM, 128-bit tag, no additional data.
 * 3. `encrypt` = base64( iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes) ) — WebCrypto appends
 *    the tag to the ciphertext, so this is base64(iv ‖ output of subtle.encrypt).
 * 4. Header `sign-code` = base64( RSA-PKCS#1 v1.5 encryption, with the public key from
 *    `AesProperties`, of the ASCII text base64(raw 32-byte AES key) ). The key is wrapped as
 *    its base64 text (44 ASCII characters), not as raw bytes, because jsencrypt encrypts
 *    strings (it UTF-8-encodes its input) and so could not carry arbitrary bytes.
 *
 * The server unwraps the key with its private key, then decrypts and authenticates the body; a
 * body whose tag does not verify is refused (the mock answers HTTP 400 with code 400).
 */
export type EncryptedBody = {
  encrypt: string;
};

/**
 * GET /papi/member/v2/aesProperties. CHOICE: one RSA public key (2048 bit), PEM
 * ("-----BEGIN PUBLIC KEY-----", SubjectPublicKeyInfo).
 */
export type AesProperties = {
  publicKey: string;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call. `path` is a pattern: `{name}` segments are filled from the call's arguments
 * (`/api/wallet/v1/summaryList/{currency}`). `choice: true` marks a method or path the spec
 * does not show (spec 7 "Exact paths ... not shown"): our documented CHOICE. `encrypted` bodies
 * follow `EncryptedBody`; `money` calls move money and go through `moneyAction` (idempotency).
 * `pageSize` is the default page size of a paged list (spec 9; otherwise 10). `reply` is the
 * shape of the `data` of its code 200 answer (src/api/shape.ts): the client checks every reply
 * against it before a caller sees it, and a reply that does not fit fails the call ('invalid').
 */
export type EndpointDef = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly choice?: boolean;
  readonly encrypted?: boolean;
  readonly money?: boolean;
  readonly paged?: boolean;
  readonly pageSize?: number;
  readonly reply: Checker;
};

/** An endpoint whose reply is an R: what the typed call builders of http.ts take. */
export type Endpoint<R> = EndpointDef & { readonly reply: Shape<R> };

/** Spec 9: default pagination. */
export const DEFAULT_PAGE = { pageNum: 1, pageSize: 10 } as const;

/** Shapes not shown by the spec and not needed yet: refined when their screen is built. */
export type Unspecified = Record<string, unknown>;

/** Paged list query: spec 9 defaults pageNum 1, pageSize 10. */
export type PagedQuery<Q = object> = Q & PageQuery;

import * as endpoints from './endpoints/auth';
import {
  SIGN_CODE_HEADER,
  type AesProperties,
  type EndpointDef,
  type LoginPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SendSmsPayload,
  type UserInfo,
} from './contract';
import { ApiError, defaultMessage } from './errors';
import { callEndpoint, getter, sender, type CallOptions } from './http';

/** GET /papi/member/v2/aesProperties: the RSA public key for encrypted bodies. */
export const getAesProperties = /* @__PURE__ */ getter<AesProperties>(endpoints.aesProperties);

/**
 * Sends an auth body sealed (spec 7: "bodies are encrypted ... into an encrypt field plus a
 * sign-code header"; format in contract.ts `EncryptedBody`) with a public key from
 * aesProperties. The key call is part of the caller's request: its failure handling applies to
 * it too. The crypto code loads only here, with the auth pop-up and reset password.
 */
async function sendSealed<R>(
  endpoint: EndpointDef,
  body: unknown,
  options: CallOptions = {},
): Promise<R> {
  const { onFailure, silent, signal } = options;
  const { publicKey } = await getAesProperties(undefined, { onFailure, silent, signal });
  let sealed: { body: unknown; signCode: string };
  try {
    const { sealAuthBody } = await import('./authCrypto');
    sealed = await sealAuthBody(body, publicKey);
  } catch (cause) {
    throw new ApiError({
      kind: 'client',
      message: defaultMessage('client'),
      path: endpoint.path,
      cause,
    });
  }
  return callEndpoint<R>(endpoint, {
    ...options,
    data: sealed.body,
    headers: { ...options.headers, [SIGN_CODE_HEADER]: sealed.signCode },
  });
}

/** POST /papi/member/v2/login, encrypted body (spec 7). CHOICE: answers the user info. */
export function login(body: LoginPayload, options?: CallOptions): Promise<UserInfo> {
  return sendSealed<UserInfo>(endpoints.login, body, options);
}

/** POST /papi/member/v2/register, encrypted body. CHOICE: answers the new user's info. */
export function register(body: RegisterPayload, options?: CallOptions): Promise<UserInfo> {
  return sendSealed<UserInfo>(endpoints.register, body, options);
}

/** PUT /papi/member/v2/resetPassword, encrypted body. */
export function resetPassword(body: ResetPasswordPayload, options?: CallOptions): Promise<unknown> {
  return sendSealed<unknown>(endpoints.resetPassword, body, options);
}

/** POST /papi/member/v1/sendMessage: sends a verification SMS before login or register. */
export const sendSms = /* @__PURE__ */ sender<SendSmsPayload, unknown>(endpoints.sendSms);

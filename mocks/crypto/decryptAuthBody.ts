import { JSEncrypt } from 'jsencrypt';
import { SIGN_CODE_HEADER } from '../../src/api/contract';
import { fromBase64 } from '../../src/api/authCrypto';
import { MOCK_ONLY_RSA_PRIVATE_KEY_PEM } from './mockOnlyRsaKeyPair';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

let rsa: JSEncrypt | undefined;

// jsencrypt, not node:crypto: Node 20's privateDecrypt refuses PKCS#1 v1.5 padding
// (CVE-2023-46809), and the browser worker has no node:crypto at all.
function privateKey(): JSEncrypt {
  if (!rsa) {
    rsa = new JSEncrypt();
    rsa.setPrivateKey(MOCK_ONLY_RSA_PRIVATE_KEY_PEM);
  }
  return rsa;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return fromBase64(text);
  } catch {
    return null;
  }
}

/**
 * The mock server's side of spec 7's encrypted auth bodies (format: src/api/contract.ts
 * `EncryptedBody`): unwraps the AES key from the `sign-code` header with the mock private key,
 * then decrypts and authenticates `encrypt`. Resolves with the parsed JSON body, or null when
 * anything does not decrypt: missing or foreign sign-code, wrong key size, tampered ciphertext
 * or tag, or a plaintext that is not JSON. The request is cloned, so it can still be read.
 */
export async function decryptAuthBody<T = unknown>(request: Request): Promise<T | null> {
  const signCode = request.headers.get(SIGN_CODE_HEADER);
  if (!signCode) return null;
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return null;
  }
  const encrypt = (body as { encrypt?: unknown } | null)?.encrypt;
  if (typeof encrypt !== 'string') return null;

  const keyText = privateKey().decrypt(signCode);
  if (typeof keyText !== 'string') return null;
  const rawKey = decodeBase64(keyText);
  const packed = decodeBase64(encrypt);
  if (!rawKey || rawKey.length !== KEY_BYTES) return null;
  if (!packed || packed.length < IV_BYTES + TAG_BYTES) return null;

  try {
    const key = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, [
      'decrypt',
    ]);
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: packed.slice(0, IV_BYTES), tagLength: TAG_BYTES * 8 },
      key,
      packed.slice(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plaintext)) as T;
  } catch {
    // OperationError: the tag does not verify (tampered or wrong key); or not JSON.
    return null;
  }
}

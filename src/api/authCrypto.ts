import type { EncryptedBody } from './contract';

/** AES-256-GCM parameters of the encrypted auth bodies (format: contract.ts `EncryptedBody`). */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BITS = 128;

/** Standard base64 of bytes (btoa works on "binary strings", one char per byte). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type SealedBody = {
  body: EncryptedBody;
  /** Value of the `sign-code` header. */
  signCode: string;
};

/**
 * Encrypts a login, register or resetPassword body (spec 7) with a fresh AES-256-GCM key and
 * wraps that key with the server's RSA public key (PKCS#1 v1.5, through jsencrypt, which is
 * loaded only now so it never weighs on the first load). Throws when WebCrypto is missing
 * (insecure context) or the public key is unusable; nothing of the plaintext is logged.
 */
export async function sealAuthBody(payload: unknown, publicKeyPem: string): Promise<SealedBody> {
  const webCrypto = globalThis.crypto;
  if (!webCrypto?.subtle) throw new Error('WebCrypto is not available');
  const rawKey = webCrypto.getRandomValues(new Uint8Array(KEY_BYTES));
  const iv = webCrypto.getRandomValues(new Uint8Array(IV_BYTES));
  try {
    const key = await webCrypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, [
      'encrypt',
    ]);
    const plaintext = new TextEncoder().encode(JSON.stringify(payload));
    const sealed = new Uint8Array(
      await webCrypto.subtle.encrypt({ name: 'AES-GCM', iv, tagLength: TAG_BITS }, key, plaintext),
    );
    const packed = new Uint8Array(IV_BYTES + sealed.length);
    packed.set(iv);
    packed.set(sealed, IV_BYTES);

    const { JSEncrypt } = await import('jsencrypt');
    const rsa = new JSEncrypt();
    rsa.setPublicKey(publicKeyPem);
    const signCode = rsa.encrypt(toBase64(rawKey));
    if (!signCode) throw new Error('The public key could not wrap the body key');
    return { body: { encrypt: toBase64(packed) }, signCode };
  } finally {
    rawKey.fill(0);
  }
}

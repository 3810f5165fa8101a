import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64, sealAuthBody, toBase64 } from '../../src/api/authCrypto';
import { SIGN_CODE_HEADER } from '../../src/api/contract';
import { decryptAuthBody } from './decryptAuthBody';
import { MOCK_ONLY_RSA_PUBLIC_KEY_PEM } from './mockOnlyRsaKeyPair';

const payload = { areaCode: '55', account: '11987654321', password: 'senha1234' };

function postRequest(body: unknown, signCode: string | null): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signCode !== null) headers.set(SIGN_CODE_HEADER, signCode);
  return new Request('http://api.test/papi/member/v2/login', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

describe('encrypted auth bodies (spec 7), mock side', () => {
  it('decrypts what the client sealed with the mock public key', async () => {
    const sealed = await sealAuthBody(payload, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
    await expect(decryptAuthBody(postRequest(sealed.body, sealed.signCode))).resolves.toEqual(
      payload,
    );
  });

  it('seals into iv(12) ‖ ciphertext ‖ tag(16) with a 2048-bit RSA sign-code', async () => {
    const sealed = await sealAuthBody(payload, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
    expect(Object.keys(sealed.body)).toEqual(['encrypt']);
    const plaintextLength = new TextEncoder().encode(JSON.stringify(payload)).length;
    expect(fromBase64(sealed.body.encrypt).length).toBe(12 + plaintextLength + 16);
    expect(fromBase64(sealed.signCode).length).toBe(256);
    expect(JSON.stringify(sealed)).not.toContain('senha1234');
  });

  it('uses a fresh key and IV for every body', async () => {
    const a = await sealAuthBody(payload, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
    const b = await sealAuthBody(payload, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
    expect(a.body.encrypt).not.toBe(b.body.encrypt);
    expect(a.signCode).not.toBe(b.signCode);
  });

  it('refuses a tampered ciphertext (the GCM tag no longer verifies)', async () => {
    const sealed = await sealAuthBody(payload, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
    const bytes = fromBase64(sealed.body.encrypt);
    bytes[20] = (bytes[20] ?? 0) ^ 0x01;
    const tampered = { encrypt: toBase64(bytes) };
    await expect(decryptAuthBody(postRequest(tampered, sealed.signCode))).resolves.toBeNull();
  });

  it('refuses a body whose key was wrapped for another server', async () => {
    const { publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    const foreign = await sealAuthBody(payload, publicKey);
    await expect(decryptAuthBody(postRequest(foreign.body, foreign.signCode))).resolves.toBeNull();
  });

  it('refuses a sign-code taken from another request (wrong key for this body)', async () => {
    const a = await sealAuthBody(payload, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
    const b = await sealAuthBody(payload, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
    await expect(decryptAuthBody(postRequest(a.body, b.signCode))).resolves.toBeNull();
  });

  it('refuses a missing sign-code, a plaintext body and garbage', async () => {
    const sealed = await sealAuthBody(payload, MOCK_ONLY_RSA_PUBLIC_KEY_PEM);
    await expect(decryptAuthBody(postRequest(sealed.body, null))).resolves.toBeNull();
    await expect(decryptAuthBody(postRequest(payload, sealed.signCode))).resolves.toBeNull();
    await expect(
      decryptAuthBody(postRequest({ encrypt: 'not base64 !' }, 'also not')),
    ).resolves.toBeNull();
  });
});

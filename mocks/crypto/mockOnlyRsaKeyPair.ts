/**
 * TEST-ONLY RSA key pair of the mock backend, committed on purpose.
 *
 * This pair exists so the mock world (Storybook, the demo app, unit tests) can unwrap the
 * encrypted auth bodies of spec 7 for real. It protects nothing: the private key is public in
 * this repository. No real server may ever use it, and the app never embeds it (src/ cannot
 * import mocks/). Generated once with node:crypto generateKeyPairSync('rsa', 2048): public key
 * as SubjectPublicKeyInfo PEM, private key as PKCS#1 PEM (what jsencrypt reads).
 */

/** Served by the mock GET /papi/member/v2/aesProperties. */
export const MOCK_ONLY_RSA_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA4Drm9g8xKUavgJs99hAu
Mab+mtMMTv0S3x1QOZmeO3IgZXsmZbNGV4a1Yzh3FkHOUQ6ZJ/x2q4th4qLe5owI
XgGa8U2BDuRbN4gCGYm+M/cyCFM1XjPWFzGbB1jNRcskHW7ljhN5cN3vZkVrZVuO
356VJnOeoHKCjKYHS9iFWPFAUbwcV85pk8K9KCN6md427Gea06QRD0fB/YqyPkAv
vWPMu6E6TeBTkQSZGbir5jO4tMSR4s7M9l7l9N+EFghhVsEA0TrJX7YONxZKJ694
n9Glp/QbOYAN+VJbrRm+zaYHj8Lyb8qOMvIIPgwpRXnWbG3//piHDN5VwAJbfaIB
RwIDAQAB
-----END PUBLIC KEY-----`;

/** Used only by mocks/crypto/decryptAuthBody.ts. */
export const MOCK_ONLY_RSA_PRIVATE_KEY_PEM = `-----BEGIN RSA PRIVATE KEY-----
MIIEogIBAAKCAQEA4Drm9g8xKUavgJs99hAuMab+mtMMTv0S3x1QOZmeO3IgZXsm
ZbNGV4a1Yzh3FkHOUQ6ZJ/x2q4th4qLe5owIXgGa8U2BDuRbN4gCGYm+M/cyCFM1
XjPWFzGbB1jNRcskHW7ljhN5cN3vZkVrZVuO356VJnOeoHKCjKYHS9iFWPFAUbwc
V85pk8K9KCN6md427Gea06QRD0fB/YqyPkAvvWPMu6E6TeBTkQSZGbir5jO4tMSR
4s7M9l7l9N+EFghhVsEA0TrJX7YONxZKJ694n9Glp/QbOYAN+VJbrRm+zaYHj8Ly
b8qOMvIIPgwpRXnWbG3//piHDN5VwAJbfaIBRwIDAQABAoIBAAY3oTjNt14UH4Cl
jU8Z0sC+ByLm2tlZK2FJWvSbPafF+dT72Fbgj4DqHh8YAov48M4O5WXrmk9rssqf
G9FxAjhiZgKZKgzDfdipKkRoAoCcCDnyiLEfJylceZZ3ZWBb326mKQef+EbjYyRx
pKaE++NXw9NISGvde6DdElMNjWD9E4hyZ3BupE48gz10PufUjIj7/tGkNhAnmSEa
Qe+Wb9punkpSksQJSZGeE9nWOLM0Da+kHai2zgI3lSPUORKyOzlVFjYqYjs29/y8
sQ4K8D91QRjFbM+n2OY/sfQdEorNNF74BlfhkFOdSkGV10P2zcMeD+ff39s5vkBq
/KEod6kCgYEA8hQT0DjyYvKzQ5DWdXJeFLcy4kUB+Qw/IYjoTyFYFzy3YZRBV56k
7pZ0htK5+jM+S5X+VOLVx4vTz0bVUJ/IahASitdFdoMaNvooEFKOyhmbT6XfZNFi
ZGWXT72099l3e2g13h5ZJbPpAjI5SaCGj6sx+zX69bM381Ohi9UdJ38CgYEA7SAO
64Y6wbuwSpDSi8DObyV4XtJYOJjh5GC3R1uvnJhGUhXywzTHCY/ZnVAqUHracKln
RGuD5WkBGDfusk+hNPjTY2pRryWaSUATPGHdyzsrqx5k+nCR2ycflP10UoMLg8t0
YbJ/fYJOVKaKsb7QtKy85VporqmPosI7zOQGyjkCgYBSQ45kISYFiBJxMIQgj0f3
ZDYvfGHqP0Yo4DyJv3wPEXwD9fyqiOfliE17D5tRsh5GU2eFczxQvmyxMJIG/vV9
TY7vja42UuESs7nvqg6KEV+dFnIu8ZStJ3TfDUm1PDqFPmmn3MpQrK3PKEAdjCaO
JhArHTH2Uvv9fXsVaMuqgwKBgERHYeRxv0N/vvCJqQay2v5oJLPxD5QkeY8gRkYW
4YdO1ZjXVxLchJ99O2Uv6y9HYNTmAqVR7CXHyZfmqyXPBhVRvNS4jZLIWhfTinZt
m8bkX9ujIeJ3PZiEOHTXUoJb15n4oKdtFYbXWaTIW9F4p3IO90l3cgMxMfnkwgFq
e4YJAoGAf6r1LJwN27uFDNbJRK39Kjx0QTYy5CdsQRxF+/QZpe5U8ocgce2DakGm
fTfO/cI1JvpHfbtd2DbXRaxpHXHkglg74w9s7jgE4ZRVWIf5RpIWm0HyqX5syQ3p
2pCZQMahgV/E6NZdRzoBu50RuVfjUejF6U35Exxa9MNkiqSbHNg=
-----END RSA PRIVATE KEY-----`;

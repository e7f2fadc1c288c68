import { describe, expect, it } from 'vitest';
import { amzDate, EMPTY_PAYLOAD_SHA256, sha256Hex, signV4, uriEncode } from './sigv4';

describe('SigV4', () => {
  it("gives AWS's documented signature for its GET Object example", () => {
    // AWS S3 API reference, "Signature Calculations for the Authorization Header", GET Object.
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_SHA256,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('encodes as RFC 3986 and hashes as SHA-256', () => {
    expect(uriEncode("a b/c*!'()~._-")).toBe('a%20b%2Fc%2A%21%27%28%29~._-');
    expect(sha256Hex('')).toBe(EMPTY_PAYLOAD_SHA256);
    expect(amzDate(new Date('2026-11-26T15:04:05.678Z'))).toBe('20261126T150405Z');
  });
});

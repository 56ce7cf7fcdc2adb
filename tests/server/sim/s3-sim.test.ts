/**
 * The S3 simulator's SigV4 verifier against AWS's published examples: the signature test
 * suite's `get-vanilla` case and the S3 API reference's "Example: GET Object" (header form) and
 * presigned-URL example, whose canonical request hash and signatures AWS prints.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SHA256,
  canonicalRequest,
  headerValues,
  signature,
  signingKey,
  stringToSign,
} from './s3-sim';

const S3_DOC_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

describe('SigV4 verifier of the S3 simulator', () => {
  it('reproduces the test suite get-vanilla signature', () => {
    const canonical = canonicalRequest({
      method: 'GET',
      path: '/',
      rawQuery: '',
      headers: headerValues(['Host', 'example.amazonaws.com', 'X-Amz-Date', '20150830T123600Z']),
      signedHeaders: ['host', 'x-amz-date'],
      payloadHash: EMPTY_SHA256,
    });
    const key = signingKey(
      'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      '20150830',
      'us-east-1',
      'service',
    );
    const sts = stringToSign(
      '20150830T123600Z',
      '20150830/us-east-1/service/aws4_request',
      canonical,
    );
    expect(signature(key, sts)).toBe(
      '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('reproduces the S3 GET Object example (Authorization header)', () => {
    const canonical = canonicalRequest({
      method: 'GET',
      path: '/test.txt',
      rawQuery: '',
      headers: headerValues([
        'Host',
        'examplebucket.s3.amazonaws.com',
        'Range',
        'bytes=0-9',
        'x-amz-content-sha256',
        EMPTY_SHA256,
        'x-amz-date',
        '20130524T000000Z',
      ]),
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      payloadHash: EMPTY_SHA256,
    });
    const sts = stringToSign('20130524T000000Z', '20130524/us-east-1/s3/aws4_request', canonical);
    expect(sts.split('\n')[3]).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signature(signingKey(S3_DOC_SECRET, '20130524', 'us-east-1', 's3'), sts)).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('reproduces the S3 presigned URL example (query form)', () => {
    const rawQuery =
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
      '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';
    const canonical = canonicalRequest({
      method: 'GET',
      path: '/test.txt',
      rawQuery,
      headers: headerValues(['Host', 'examplebucket.s3.amazonaws.com']),
      signedHeaders: ['host'],
      payloadHash: 'UNSIGNED-PAYLOAD',
      skipQuery: ['X-Amz-Signature'],
    });
    const sts = stringToSign('20130524T000000Z', '20130524/us-east-1/s3/aws4_request', canonical);
    expect(signature(signingKey(S3_DOC_SECRET, '20130524', 'us-east-1', 's3'), sts)).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

/**
 * The Tencent SMS simulator's TC3-HMAC-SHA256 verifier against Tencent's documented example
 * ("Signature v3", DescribeInstances of CVM at 1551113065): the payload hash, the canonical
 * request and its hash. The page masks the example's SecretKey but prints the derived signing
 * key and the signature, so the last step (HMAC of the string to sign) is checked from there.
 */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { tc3CanonicalRequest, tc3Signature, tc3StringToSign } from './tencent-sms-sim';

const PAYLOAD =
  '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';

describe('TC3-HMAC-SHA256 verifier of the SMS simulator', () => {
  it('reproduces the documented canonical request, string to sign and signature', () => {
    expect(createHash('sha256').update(PAYLOAD).digest('hex')).toBe(
      '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    const canonical = tc3CanonicalRequest({
      method: 'POST',
      path: '/',
      query: '',
      headers: new Map([
        ['content-type', 'application/json; charset=utf-8'],
        ['host', 'cvm.tencentcloudapi.com'],
        ['x-tc-action', 'DescribeInstances'],
      ]),
      signedHeaders: ['content-type', 'host', 'x-tc-action'],
      payload: PAYLOAD,
    });
    expect(canonical).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n' +
        'x-tc-action:describeinstances\n\ncontent-type;host;x-tc-action\n' +
        '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    const sts = tc3StringToSign(1551113065, 'cvm', canonical);
    expect(sts).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n' +
        '7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84',
    );
    const signingKey = Buffer.from(
      'b596b923aad85185e2d1f6659d2a062e0a86731226e021e61bfe06f7ed05f5af',
      'hex',
    );
    expect(tc3Signature(signingKey, sts)).toBe(
      '10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f',
    );
  });
});

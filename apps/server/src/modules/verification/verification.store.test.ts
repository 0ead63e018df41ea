import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// a local S3-compatible server (npm s3rver): the S3 store is tested against real HTTP and real signatures
// @ts-expect-error s3rver ships no types; the test uses its constructor, run() and close()
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStore, createS3Store, type DocumentStore, signV4 } from './verification.store.ts';

const key = '2026/11/0b5a9a43-3b5e-4a3c-9d55-6f0e4b1c2d3e.png';
const bytes = Buffer.from('\x89PNG\r\n\x1a\n not really an image, but bytes to keep', 'latin1');

/** What every store must do: keep, give back, forget, and refuse keys it did not make. */
async function behavesAsAStore(store: DocumentStore) {
  expect(await store.get(key)).toBeNull();
  await store.put(key, bytes);
  expect((await store.get(key))?.equals(bytes)).toBe(true);
  await store.remove(key);
  expect(await store.get(key)).toBeNull();
  await store.remove(key);
  for (const bad of [
    '../../etc/passwd',
    '2026/11/x.png',
    '/abs/2026/11/0b5a9a43-3b5e-4a3c-9d55-6f0e4b1c2d3e.png',
  ])
    await expect(store.put(bad, bytes)).rejects.toThrow(/not a document key/);
}

describe('the disk store', () => {
  it('keeps files under its root only', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'casino-store-'));
    try {
      await behavesAsAStore(createDiskStore(root));
      await createDiskStore(root).put(key, bytes);
      expect(readdirSync(root, { recursive: true })).toContain(key);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the S3 store', () => {
  let server: { run(): Promise<unknown>; close(): Promise<void> };
  let directory: string;
  let endpoint: string;
  const config = () => ({
    endpoint,
    bucket: 'kyc-documents',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'casino/',
  });

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'casino-s3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'kyc-documents', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps, gives back and forgets documents in the bucket, under its prefix, with signed requests', async () => {
    await behavesAsAStore(createS3Store(config()));
    await createS3Store(config()).put(key, bytes);
    const stored = readdirSync(directory, { recursive: true, encoding: 'utf8' });
    expect(stored.some((entry) => entry.includes(path.join('casino', '2026', '11')))).toBe(true);
  });

  it('is refused with an unknown key, and says so', async () => {
    await expect(createS3Store({ ...config(), accessKeyId: 'NOBODY' }).put(key, bytes)).rejects.toThrow(
      /PUT answered 403/,
    );
  });

  // s3rver checks the access key but not a V4 signature: the signature is checked against AWS's own
  // worked example ("Signature Calculations for the Authorization Header", GET Object)
  it('signs as AWS documents it', () => {
    const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(
      signV4({
        method: 'GET',
        path: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': emptyHash,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: emptyHash,
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      }),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

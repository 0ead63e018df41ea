import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where document files are kept: behind this interface so the disk store (the default, under
 * DATA_DIR) and an object store can stand in for each other. Keys are made by the server
 * (`<year>/<month>/<uuid>.<ext>`), never from a player's file name.
 */
export type DocumentStore = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when the store has no such key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

const keyPattern = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|pdf)$/;

/** A key the store accepts: anything else (a path from elsewhere) is refused before the disk is touched. */
export function assertStoreKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
}

/** Files under `root`, readable only by the server's user; written whole (a temporary file renamed). */
export function createDiskStore(root: string): DocumentStore {
  const fileOf = (key: string) => {
    assertStoreKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), reached by path-style URLs. */
export type S3StoreConfig = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key (e.g. `kyc/`). */
  prefix: string;
};

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as AWS signs it (S3 keys keep their slashes). */
const awsEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const amzDateOf = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The Authorization header of AWS Signature Version 4 for a request without a query string: every
 * header given is signed (names in lower case; `x-amz-date` must be among them).
 */
export function signV4(request: {
  method: string;
  path: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const { headers } = request;
  const amzDate = headers['x-amz-date'];
  if (!amzDate) throw new Error('x-amz-date is required');
  const day = amzDate.slice(0, 8);
  const signed = Object.keys(headers).sort();
  const canonical = [
    request.method,
    request.path,
    '',
    ...signed.map((name) => `${name}:${headers[name]?.trim()}`),
    '',
    signed.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const dayKey = hmac(`AWS4${request.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dayKey, request.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`;
}

/**
 * Documents in an S3-compatible bucket, each request signed with AWS Signature Version 4 (no SDK:
 * three calls need no more). Objects are written private (no ACL is given) and never listed.
 */
export function createS3Store(config: S3StoreConfig, fetchImpl: typeof fetch = fetch): DocumentStore {
  const endpoint = new URL(config.endpoint);
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    assertStoreKey(key);
    const objectPath = `/${awsEncode(config.bucket)}/${`${config.prefix}${key}`.split('/').map(awsEncode).join('/')}`;
    const url = new URL(`${endpoint.pathname.replace(/\/$/, '')}${objectPath}`, endpoint);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDateOf(new Date()),
    };
    if (body) headers['content-type'] = 'application/octet-stream';
    const authorization = signV4({ method, path: url.pathname, headers, payloadHash, ...config });
    const { host: _host, ...sent } = headers;
    return fetchImpl(url, {
      method,
      headers: {
        ...sent,
        authorization,
      },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  }
  const failed = async (what: string, response: Response) =>
    new Error(
      `document store: ${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  return {
    async put(key, bytes) {
      const response = await send('PUT', key, bytes);
      if (!response.ok) throw await failed('PUT', response);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await failed('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed('DELETE', response);
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

// s3rver (an S3-compatible server from npm) is CommonJS and ships no types: the part used here.
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverOptions = { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

export type ObjectStore = {
  endpoint: string;
  bucket: string;
  /** The environment that points the product at this store (STORAGE_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(bucket?: string): Promise<string[]>;
  close(): Promise<void>;
};

// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server (s3rver, from npm) on a free local port, its data in a temporary folder. */
export async function startObjectStore(options: { buckets?: string[] } = {}): Promise<ObjectStore> {
  const buckets = options.buckets ?? ['media'];
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({ ...CREDENTIALS, service: 's3', region: 'us-east-1', retries: 0 });
  return {
    endpoint,
    bucket: buckets[0]!,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: buckets[0]!,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async keys(bucket = buckets[0]!) {
      // ListObjects version 1, paged by the last key: s3rver signs version 2's continuation token with DES,
      // which OpenSSL 3 refuses, so a bucket of more than 1,000 objects could not be listed by version 2.
      const keys: string[] = [];
      let marker: string | undefined;
      do {
        const response = await client.fetch(`${endpoint}/${bucket}?${new URLSearchParams(marker ? { marker } : {})}`);
        const xml = await response.text();
        if (!response.ok) throw new Error(`list ${bucket}: ${response.status} ${xml}`);
        const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!);
        keys.push(...page);
        marker = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? page.at(-1) : undefined;
      } while (marker);
      return keys.sort();
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

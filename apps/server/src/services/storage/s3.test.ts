import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../../config';
import { startFakeS3, type FakeS3 } from './fakeS3';
import { createStorage, newStorageKey } from './index';
import { objectUrl, type S3Config } from './s3';
import { HTML, PDF, PNG } from './testFiles';

let s3: FakeS3;
let config: S3Config;
beforeAll(async () => {
  s3 = await startFakeS3();
  config = {
    driver: 's3',
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  };
});
afterAll(() => s3.close());

const storageOf = (storage: StorageConfig) =>
  createStorage({ storage, webDir: undefined, embedDir: undefined });

describe('the S3 driver, over HTTP to an S3-compatible server that checks SigV4', () => {
  it('puts, gets, replaces and deletes objects with signed requests', async () => {
    const storage = storageOf(config);
    expect(storage.driver).toBe('s3');
    const key = newStorageKey('collective-logos', 'image/png');
    await storage.put(key, PNG, 'image/png');
    expect(s3.objects.get(key)).toEqual({ bytes: PNG, contentType: 'image/png' });

    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/png');
    expect(file?.size).toBe(PNG.length);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);

    await storage.put(key, PDF, 'application/pdf');
    expect(await text((await storage.get(key))!.body)).toBe(PDF.toString('latin1'));

    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(s3.log.every((entry) => entry.status < 400 || entry.status === 404)).toBe(true);
    expect(s3.log.map((entry) => entry.method)).toEqual([
      'PUT',
      'GET',
      'PUT',
      'GET',
      'DELETE',
      'GET',
      'DELETE',
    ]);
  });

  it('a wrong secret or access key is refused by the server, and the driver throws', async () => {
    const wrongSecret = storageOf({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(
      wrongSecret.put(newStorageKey('documents', 'application/pdf'), PDF, 'application/pdf'),
    ).rejects.toThrow(/403 SignatureDoesNotMatch/);
    const wrongId = storageOf({ ...config, accessKeyId: 'AKIDSOMEONEELSE' });
    await expect(wrongId.get('documents/a.pdf')).rejects.toThrow(/403 InvalidAccessKeyId/);
    const wrongRegion = storageOf({ ...config, region: 'us-west-2' });
    await expect(wrongRegion.delete('documents/a.pdf')).rejects.toThrow(
      /403 AuthorizationHeaderMalformed/,
    );
  });

  it('refuses bad keys and mistyped bytes before any request', async () => {
    const storage = storageOf(config);
    const before = s3.log.length;
    await expect(storage.get('../secret.png')).rejects.toThrow(/Not a storage key/);
    await expect(storage.put('logos/a.png', HTML, 'image/png')).rejects.toThrow(/not image\/png/);
    expect(s3.log.length).toBe(before);
  });

  it('gives up on a bucket that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const storage = createStorage(
        { storage: { ...config, endpoint }, webDir: undefined, embedDir: undefined },
        { timeoutMs: 100 },
      );
      await expect(storage.get('documents/a.pdf')).rejects.toThrow(/timed out/);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('builds path-style and virtual-hosted URLs', () => {
    expect(String(objectUrl(config, 'logos/a.png'))).toBe(
      `${s3.endpoint}/${s3.bucket}/logos/a.png`,
    );
    expect(
      String(
        objectUrl(
          { ...config, endpoint: 'https://s3.eu-central-1.amazonaws.com', forcePathStyle: false },
          'logos/a.png',
        ),
      ),
    ).toBe(`https://${s3.bucket}.s3.eu-central-1.amazonaws.com/logos/a.png`);
  });
});

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createStorage,
  isStorageKey,
  newStorageKey,
  storageKeyVersion,
  type Storage,
} from './index';
import { HTML, JPEG, PDF, PNG } from './testFiles';

let dir = '';
let storage: Storage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hireloop-storage-test-'));
  storage = createStorage({
    storage: { driver: 'local', dir },
    webDir: undefined,
    embedDir: undefined,
  });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const bufferOf = async (storage: Storage, key: string) => {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { ...file, bytes: Buffer.concat(chunks) };
};

describe('storage keys', () => {
  it('are made by the server: <prefix>/<uuid>.<ext>', () => {
    const key = newStorageKey('collective-logos', 'image/png');
    expect(key).toMatch(/^collective-logos\/[0-9a-f-]{36}\.png$/);
    expect(isStorageKey(key)).toBe(true);
    expect(storageKeyVersion(key)).toBe(key.slice('collective-logos/'.length, -'.png'.length));
    expect(newStorageKey('documents/verification', 'application/pdf')).toMatch(/\.pdf$/);
    expect(newStorageKey('x', 'image/jpeg')).not.toBe(newStorageKey('x', 'image/jpeg'));
  });

  it('refuse anything that could leave its place', () => {
    for (const key of [
      '../etc/passwd',
      'logos/../../secret.png',
      '/etc/passwd.png',
      'logos/./a.png',
      'logos\\a.png',
      'logos/a.png/',
      'logos//a.png',
      'a.png',
      'logos/.tmp.png',
      'Logos/A.png',
      'logos/a%2e%2e.png',
      'logos/a.png\u0000',
      '',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
    expect(() => newStorageKey('../x', 'image/png')).toThrow(/Not a storage key/);
  });
});

describe('the local driver', () => {
  it('stores, reads back with the type told by the content, replaces and deletes', async () => {
    const key = newStorageKey('collective-logos', 'image/png');
    await storage.put(key, PNG, 'image/png');
    const stored = await bufferOf(storage, key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(PNG.length);
    expect(stored?.bytes.equals(PNG)).toBe(true);
    expect(await readFile(join(dir, ...key.split('/')))).toEqual(PNG);

    await storage.put(key, JPEG, 'image/jpeg');
    expect((await bufferOf(storage, key))?.contentType).toBe('image/jpeg');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('leaves no temporary file behind, and writes whole files only', async () => {
    const keys = Array.from({ length: 10 }, () => newStorageKey('documents', 'application/pdf'));
    await Promise.all(keys.map((key) => storage.put(key, PDF, 'application/pdf')));
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
    expect((await readdir(join(dir, 'documents'))).sort()).toEqual(
      keys.map((key) => key.slice('documents/'.length)).sort(),
    );
  });

  it('answers null for a missing file, and refuses bad keys on every call', async () => {
    expect(await storage.get('collective-logos/missing.png')).toBeNull();
    await writeFile(join(dir, 'outside.png'), PNG);
    for (const key of ['../outside.png', 'x/../../outside.png', '/tmp/a.png']) {
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.put(key, PNG, 'image/png')).rejects.toThrow(/Not a storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Not a storage key/);
    }
  });

  it('refuses bytes that are not of the type they are stored as', async () => {
    const key = newStorageKey('collective-logos', 'image/png');
    await expect(storage.put(key, HTML, 'image/png')).rejects.toThrow(/not image\/png/);
    await expect(storage.put(key, PDF, 'image/png')).rejects.toThrow(/application\/pdf/);
    expect(await storage.get(key)).toBeNull();
  });

  it('a file that is read can be abandoned half way', async () => {
    const key = newStorageKey('documents', 'application/pdf');
    await storage.put(key, PDF, 'application/pdf');
    const file = await storage.get(key);
    file?.body.destroy();
    const again = await storage.get(key);
    expect(await text(again!.body)).toBe(PDF.toString('latin1'));
  });
});

describe('createStorage', () => {
  it('refuses an uploads directory inside the served web app or widgets build', () => {
    expect(() =>
      createStorage({
        storage: { driver: 'local', dir: '/srv/web/uploads' },
        webDir: '/srv/web',
        embedDir: undefined,
      }),
    ).toThrow(/outside the served files/);
    expect(() =>
      createStorage({
        storage: { driver: 'local', dir: '/srv' },
        webDir: undefined,
        embedDir: '/srv/widgets',
      }),
    ).toThrow(/outside the served files/);
    expect(
      createStorage({
        storage: { driver: 'local', dir: '/srv/data/uploads' },
        webDir: '/srv/web',
        embedDir: undefined,
      }).driver,
    ).toBe('local');
  });
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, storageConfig } from '../../config';

describe('the storage configuration (issue 17)', () => {
  it('is a directory under the data directory by default, or UPLOADS_DIR', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local', dir: join('./.data', 'uploads') });
    expect(storageConfig({}, '/var/lib/hireloop')).toEqual({
      driver: 'local',
      dir: '/var/lib/hireloop/uploads',
    });
    expect(storageConfig({}, 'memory://')).toEqual({
      driver: 'local',
      dir: join(tmpdir(), 'hireloop-uploads'),
    });
    expect(storageConfig({ UPLOADS_DIR: '/srv/uploads' }, './.data')).toEqual({
      driver: 'local',
      dir: '/srv/uploads',
    });
  });

  it('is S3 when S3_BUCKET is set, with AWS defaults and path-style off unless asked', () => {
    const keys = { S3_BUCKET: 'logos', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(storageConfig(keys, './.data')).toEqual({
      driver: 's3',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'logos',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      storageConfig(
        {
          ...keys,
          S3_ENDPOINT: 'http://127.0.0.1:9000/',
          S3_REGION: 'eu-central-1',
          S3_FORCE_PATH_STYLE: 'true',
        },
        './.data',
      ),
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it('refuses a bucket without its keys', () => {
    expect(() =>
      storageConfig({ S3_BUCKET: 'logos', S3_ACCESS_KEY_ID: 'AKID' }, './.data'),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db';
import { outbox } from '../db/schema';
import { createMailService } from './mail';

const smtp = vi.hoisted(() => {
  const sendMail = vi.fn(async () => ({ messageId: '<1@test>' }));
  const createTransport = vi.fn(() => ({ sendMail }));
  return { sendMail, createTransport };
});
vi.mock('nodemailer', () => ({ createTransport: smtp.createTransport }));

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
  vi.clearAllMocks();
});

function mailService(overrides: Partial<Config> = {}) {
  const info = vi.fn();
  const log = { info, warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
  const mail = createMailService({
    db: database.db,
    config: { ...loadConfig({}), ...overrides },
    now: () => new Date('2025-03-01T12:00:00Z'),
    listen: async () => async () => undefined,
    log,
  });
  return { mail, info };
}

const message = {
  to: 'ada@example.com',
  subject: 'Reset your Hireloop password',
  text: 'Open http://localhost:3000/reset-password?token=abc',
};

describe('without SMTP_URL', () => {
  it('keeps the mail in the outbox table and writes it to the log', async () => {
    const { mail, info } = mailService({ smtpUrl: undefined });
    expect(mail.mode).toBe('outbox');
    await mail.send(message);
    expect(await mail.outbox('ada@example.com')).toEqual([
      { id: expect.any(Number), ...message, createdAt: new Date('2025-03-01T12:00:00Z') },
    ]);
    // The reset link is in the log, so local development needs no mail server.
    expect(info).toHaveBeenCalledWith(
      { mail: message },
      expect.stringContaining('ada@example.com'),
    );
    expect(smtp.createTransport).not.toHaveBeenCalled();
  });

  it('reads the outbox newest first, for one address or all', async () => {
    const { mail } = mailService({ smtpUrl: undefined });
    await mail.send({ ...message, subject: 'first' });
    await mail.send({ ...message, to: 'bo@example.com', subject: 'other' });
    await mail.send({ ...message, subject: 'second' });
    expect((await mail.outbox('ada@example.com')).map((m) => m.subject)).toEqual([
      'second',
      'first',
    ]);
    expect((await mail.outbox()).map((m) => m.subject)).toEqual(['second', 'other', 'first']);
    expect(await mail.outbox('nobody@example.com')).toEqual([]);
  });

  it('lets the outbox be read right after a send that was not awaited', async () => {
    const { mail } = mailService({ smtpUrl: undefined });
    void mail.send(message);
    expect(await mail.outbox('ada@example.com')).toHaveLength(1);
  });
});

describe('with SMTP_URL', () => {
  it('sends through nodemailer from MAIL_FROM, and keeps nothing in the outbox', async () => {
    const { mail } = mailService({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Hireloop <hello@hireloop.example>',
    });
    expect(mail.mode).toBe('smtp');
    await mail.send(message);
    await mail.send(message);
    expect(smtp.createTransport).toHaveBeenCalledTimes(1);
    expect(smtp.createTransport).toHaveBeenCalledWith('smtp://user:pass@mail.example.com:587');
    expect(smtp.sendMail).toHaveBeenCalledWith({
      from: 'Hireloop <hello@hireloop.example>',
      ...message,
    });
    expect(await mail.outbox()).toEqual([]);
  });

  it('passes a delivery failure on to the caller', async () => {
    smtp.sendMail.mockRejectedValueOnce(new Error('connection refused'));
    const { mail } = mailService({ smtpUrl: 'smtp://mail.example.com' });
    await expect(mail.send(message)).rejects.toThrow('connection refused');
  });
});

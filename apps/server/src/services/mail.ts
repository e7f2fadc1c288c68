/**
 * Outgoing mail (issue 3): through SMTP when `SMTP_URL` is set (nodemailer), otherwise into the
 * `outbox` table AND the log, so the password-reset flow works end to end with no mail server —
 * in local mode the reset link is in the server log. Production must set SMTP_URL, or its logs
 * would hold live reset links.
 */
import { desc, eq, lt } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { outbox } from '../db/schema';
import type { BackgroundWork } from './background';
import type { ServiceDeps } from './deps';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface OutboxMessage extends MailMessage {
  id: number;
  createdAt: Date;
}

/**
 * How long mail stays in the outbox (issue 14): 7 days, then the scheduler's `outbox.trim` deletes
 * it. Long enough to read a reset link (valid for far less) or any notice during development, short
 * enough that the table never grows without bound.
 */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the outbox is trimmed. */
export const OUTBOX_TRIM_INTERVAL_MS = 60 * 60 * 1000;

/** Rows `outbox()` returns at most. */
const OUTBOX_READ_LIMIT = 50;

export function createMailService(deps: ServiceDeps, others: { background?: BackgroundWork } = {}) {
  const { db, config, now, log } = deps;
  let transport: Transporter | undefined;
  /** Deliveries under way: `outbox()` waits for them, so what was sent can be read back. */
  const pending = new Set<Promise<unknown>>();

  async function deliver(message: MailMessage): Promise<void> {
    if (config.smtpUrl) {
      transport ??= createTransport(config.smtpUrl);
      await transport.sendMail({ from: config.mailFrom, ...message });
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
      return;
    }
    await db.insert(outbox).values({ ...message, createdAt: now() });
    log.info({ mail: message }, `mail to ${message.to} (no SMTP_URL: kept in the outbox)`);
  }

  return {
    /** Whether mail leaves the server (SMTP) or stays in the outbox table and the log. */
    get mode(): 'smtp' | 'outbox' {
      return config.smtpUrl ? 'smtp' : 'outbox';
    },

    /** Sends one plain-text message; resolves once SMTP accepted it or the outbox holds it. */
    send(message: MailMessage): Promise<void> {
      const delivery = deliver(message);
      pending.add(delivery);
      const forget = () => pending.delete(delivery);
      delivery.then(forget, forget);
      return delivery;
    },

    /** Deletes outbox mail older than `OUTBOX_RETENTION_MS`; answers how many (the scheduler's). */
    async trimOutbox(): Promise<number> {
      const deleted = await db
        .delete(outbox)
        .where(lt(outbox.createdAt, new Date(now().getTime() - OUTBOX_RETENTION_MS)))
        .returning({ id: outbox.id });
      return deleted.length;
    },

    /**
     * The most recent outbox messages (newest first), to one address when `to` is given: what a
     * developer (or a test) reads instead of an inbox. Waits for the work after answers (a reset
     * request's mail) and the deliveries under way.
     */
    async outbox(to?: string): Promise<OutboxMessage[]> {
      await others.background?.idle();
      await Promise.allSettled([...pending]);
      return db
        .select()
        .from(outbox)
        .where(to === undefined ? undefined : eq(outbox.to, to))
        .orderBy(desc(outbox.id))
        .limit(OUTBOX_READ_LIMIT);
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;

import * as z from 'zod/mini';
import {
  STICKY_MESSAGE_AUDIENCES,
  STICKY_MESSAGE_BODY_MAX,
  STICKY_MESSAGE_LEVELS,
  STICKY_MESSAGE_TITLE_MAX,
} from '../vocabulary';
import { blankAsNull, blankAsUnset, idSchema, timestampSchema } from './fields';
import { storableMultilineText, storableText } from './text';

/**
 * An admin sticky message as a user sees it, GET /api/admin/sticky-messages (not shown: plain-text
 * title and body, a level, an optional end time, and whether this user has read it).
 */
export const stickyMessageSchema = z.object({
  id: idSchema,
  title: z.string(),
  body: z.string(),
  level: z.enum(STICKY_MESSAGE_LEVELS),
  audience: z.enum(STICKY_MESSAGE_AUDIENCES),
  endsAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
  read: z.boolean(),
});
export type StickyMessage = z.output<typeof stickyMessageSchema>;

/** The answer of GET /api/admin/sticky-messages: the active ones for the current user, newest first. */
export const stickyMessageListSchema = z.array(stickyMessageSchema);

/**
 * A sticky message as admins manage it, GET /api/admin/sticky-messages/manage (not shown): who
 * wrote it, when it was edited, and when it was retired (null while active); no read flag.
 */
export const adminStickyMessageSchema = z.extend(z.omit(stickyMessageSchema, { read: true }), {
  authorId: idSchema,
  updatedAt: timestampSchema,
  retiredAt: z.nullable(timestampSchema),
});
export type AdminStickyMessage = z.output<typeof adminStickyMessageSchema>;

/** The answer of GET /api/admin/sticky-messages/manage: every sticky message, retired ones too. */
export const adminStickyMessageListSchema = z.array(adminStickyMessageSchema);

/**
 * The body of POST /api/admin/sticky-messages (admins only; not shown): title and body required,
 * level default info, audience default all, optional end time.
 */
export const stickyMessageInputSchema = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(STICKY_MESSAGE_TITLE_MAX), storableText()),
  body: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(STICKY_MESSAGE_BODY_MAX), storableMultilineText()),
  level: z._default(z.enum(STICKY_MESSAGE_LEVELS), 'info'),
  audience: z._default(z.enum(STICKY_MESSAGE_AUDIENCES), 'all'),
  endsAt: blankAsUnset(timestampSchema),
});
export type StickyMessageInputValues = z.input<typeof stickyMessageInputSchema>;
export type StickyMessageInput = z.output<typeof stickyMessageInputSchema>;

/**
 * The body of PATCH /api/admin/sticky-messages/{id} (admins only; not shown): any field of the
 * input; `endsAt: null` removes the end time.
 */
export const stickyMessageUpdateSchema = z.object({
  title: z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(STICKY_MESSAGE_TITLE_MAX), storableText()),
  ),
  body: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(STICKY_MESSAGE_BODY_MAX),
        storableMultilineText(),
      ),
  ),
  level: z.optional(z.enum(STICKY_MESSAGE_LEVELS)),
  audience: z.optional(z.enum(STICKY_MESSAGE_AUDIENCES)),
  endsAt: blankAsNull(timestampSchema),
});
export type StickyMessageUpdateInput = z.input<typeof stickyMessageUpdateSchema>;
export type StickyMessageUpdate = z.output<typeof stickyMessageUpdateSchema>;

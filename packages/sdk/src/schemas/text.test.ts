import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createBidSchema } from './bid';
import { formatZodError } from './errors';
import { createGroupSchema, updateGroupSchema } from './group';
import * as schemas from './index';
import { jobRequestFormSchema } from './jobRequestForm';
import { sendMessageSchema } from './message';
import { profileUpdateSchema, talentSearchQuerySchema } from './profile';
import { saveJobSchema } from './savedJob';
import { stickyMessageInputSchema, stickyMessageUpdateSchema } from './stickyMessage';
import {
  INVALID_CHARACTER,
  isMultilineText,
  isSingleLineText,
  storableMultilineText,
  storableText,
  textInputsOf,
  type TextInput,
} from './text';

const NUL = 'a\u0000b';

/** The field errors of `input` under `schema`, as the server's 400 would carry them. */
function fieldErrors(schema: { safeParse(input: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as { success: boolean; error?: never };
  return result.success ? {} : formatZodError(result.error!, { input }).fieldErrors;
}

/** The errors of `input` under `schema`: form errors and field errors. */
function errorsOf(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success ? undefined : formatZodError(result.error, { input });
}

/**
 * The answers the server sends, not inputs: what they hold was stored, or came from the external
 * feed, before a client reads it, so a client never refuses it (an old row with a control
 * character must still be shown). Every other exported schema takes input from someone.
 */
const ANSWERS = new Set([
  // Issue 18: the library's answers.
  'libraryAttachmentSchema',
  'libraryResourceSummarySchema',
  'libraryResourcePageSchema',
  'libraryResourceSchema',
  'libraryCollectionProgressSchema',
  'libraryCollectionSchema',
  'libraryCollectionListSchema',
  'userSchema',
  'userSummarySchema',
  'profileSchema',
  'userProfilingSchema',
  'profilePageSchema',
  'apiErrorSchema',
  'jobRequestSchema',
  'jobRequestDetailsSchema',
  'jobRequestPageSchema',
  'skillSchema',
  'skillListSchema',
  'skillTrendPointSchema',
  'skillTrendSchema',
  'skillTrendListSchema',
  'planSchema',
  'planListSchema',
  'checkoutSessionSchema',
  'checkoutRedirectSchema',
  'bidSchema',
  'bidDetailsSchema',
  'bidPageSchema',
  'messageSchema',
  'messagePageSchema',
  'directConversationSchema',
  'directConversationListSchema',
  // Issue 20: the "New message" search's answer.
  'messagePeopleSchema',
  'messagePersonSchema',
  'conversationSchema',
  'groupSchema',
  'groupListSchema',
  'groupDetailsSchema',
  'notificationSchema',
  'notificationPageSchema',
  'stickyMessageSchema',
  'stickyMessageListSchema',
  'adminStickyMessageSchema',
  'adminStickyMessageListSchema',
  'externalJobSchema',
  'externalJobPageSchema',
  'liveEventSchema',
  'exportedMessageSchema',
  'exportedSubscriptionSchema',
  'exportedCheckoutSchema',
  'accountExportSchema',
  'groupInvitationSchema',
  'receivedGroupInvitationSchema',
  'receivedGroupInvitationListSchema',
  'partnerSchema',
  'partnerListSchema',
  'embedTokenSchema',
  'embedCheckoutStatusSchema',
  'checkinScheduleSchema',
  'checkinSchema',
  'checkinListSchema',
  'checkinPageSchema',
  'engagementSchema',
  'engagementListSchema',
  'engagementDetailsSchema',
  'checkinStatsSchema',
  'adminCheckinStatsSchema',
  // Issue 17: events' answers.
  'eventHostSchema',
  'eventHostListSchema',
  'myRegistrationSchema',
  'eventSummarySchema',
  'eventPageSchema',
  'eventDetailsSchema',
  'registrationSchema',
  'registrationListSchema',
  'eventMessageResultSchema',
  'companySchema',
  'myCompanySchema',
  'myCompanyListSchema',
  'teamMemberSchema',
  'companyInviteSchema',
  'teamSchema',
  'invitePreviewSchema',
  'teamActivitySchema',
  'teamActivityPageSchema',
  'insightsPeriodSchema',
  'funnelStageSchema',
  'funnelSchema',
  'insightsMediansSchema',
  'quotaUseSchema',
  'responseRateSchema',
  'insightsPointSchema',
  'requestInsightsSchema',
  'insightsSchema',
  'rateBenchmarkSchema',
  'benchmarksSchema',
  'activityEventSchema',
  'activityPageSchema',
  // Issue 17 (career feed): the answers.
  'postAuthorSchema',
  'postShareSchema',
  'reactionCountsSchema',
  'postSchema',
  'feedEventSchema',
  'feedItemSchema',
  'feedPageSchema',
  'postPageSchema',
  'replySchema',
  'commentSchema',
  'commentListSchema',
  'followSchema',
  'followListSchema',
  'postReportSchema',
  'moderationItemSchema',
  'moderationListSchema',
  'collectiveBadgeSchema',
  'collectiveSummarySchema',
  'collectiveMemberSchema',
  'collectiveMembershipSchema',
  'collectiveDetailsSchema',
  'myCollectiveSchema',
  'myCollectiveListSchema',
  'collectivePageSchema',
  'collectiveContactSchema',
  // Issue 18 (services marketplace): the answers.
  'serviceSellerSchema',
  'ratingSummarySchema',
  'serviceSummarySchema',
  'servicePageSchema',
  'serviceDetailsSchema',
  'reviewSchema',
  'reviewPageSchema',
  'orderEventSchema',
  'orderSummarySchema',
  'orderPageSchema',
  'orderDisputeInfoSchema',
  'orderDetailsSchema',
  'orderCheckoutSchema',
  'serviceSellerOptionSchema',
  'serviceSellerOptionListSchema',
  // Issue 18: verification's answers.
  'verificationBadgeSchema',
  'verificationDocumentSchema',
  'myVerificationSchema',
  'myVerificationsSchema',
  'verificationReviewSchema',
  'verificationReviewListSchema',
  'verificationAuditEntrySchema',
  'verificationAuditListSchema',
  'verificationChangeSchema',
]);

const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

const exported = (Object.entries(schemas) as [string, unknown][]).filter(
  (entry): entry is [string, z.core.$ZodType] => isSchema(entry[1]),
);
const inputSchemas = exported.filter(([name]) => !ANSWERS.has(name));

/** `value` at `input.path` inside the input's discriminators. */
function placed(input: TextInput, value: string): unknown {
  if (input.path.length === 0) return value;
  const root = (typeof input.path[0] === 'number' ? [] : { ...input.base }) as Record<
    string | number,
    unknown
  >;
  let node = root;
  input.path.forEach((key, index) => {
    if (index === input.path.length - 1) {
      node[key] = value;
      return;
    }
    const next = typeof input.path[index + 1] === 'number' ? [] : {};
    node[key] = next;
    node = next as Record<string | number, unknown>;
  });
  return root;
}

/** The messages a failed parse reports where the input is: its top-level field, or the form. */
function messagesAt(schema: z.core.$ZodType, input: TextInput, value: string): string[] {
  const errors = errorsOf(schema, placed(input, value));
  if (!errors) return [];
  const [field] = input.path;
  return field === undefined ? errors.formErrors : (errors.fieldErrors[String(field)] ?? []);
}

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const C1 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code));
const CONTROLS = [...C0, '\u007f', ...C1];
const LINE_BREAKS = ['\t', '\n', '\r'];

describe('the text rule', () => {
  it('refuses every C0 control (NUL included), DEL and every C1 control in one-line text', () => {
    for (const control of CONTROLS) {
      expect(isSingleLineText(`a${control}b`), control.charCodeAt(0).toString(16)).toBe(false);
    }
  });

  it('keeps tab, LF and CR in multi-line text, and refuses the other controls there too', () => {
    for (const control of CONTROLS) {
      expect(isMultilineText(`a${control}b`), control.charCodeAt(0).toString(16)).toBe(
        LINE_BREAKS.includes(control),
      );
    }
    expect(isMultilineText('line one\r\nline two\n\ttabbed\n')).toBe(true);
  });

  it('refuses half a character (a lone surrogate), keeps whole ones', () => {
    for (const lone of ['\ud83d', '\ude00', 'a\ud83d', '\ude00b', '\ude00\ud83d', 'x\ud800y']) {
      expect(isSingleLineText(lone), JSON.stringify(lone)).toBe(false);
      expect(isMultilineText(lone), JSON.stringify(lone)).toBe(false);
    }
    expect(isSingleLineText('emoji 😀 👩🏽‍💻')).toBe(true);
  });

  it('keeps every other character of the Basic Multilingual Plane', () => {
    for (let code = 0; code <= 0xffff; code++) {
      if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff))
        continue;
      const text = `a${String.fromCharCode(code)}b`;
      if (!isSingleLineText(text) || !isMultilineText(text)) {
        throw new Error(`refused U+${code.toString(16).padStart(4, '0')}`);
      }
    }
  });

  it('is a property of any text: refused exactly when it holds a control or half a character', () => {
    const refused = (text: string, multiline: boolean) =>
      [...text].some((char) => {
        const code = char.codePointAt(0)!;
        if (multiline && LINE_BREAKS.includes(char)) return false;
        return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff);
      });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(isSingleLineText(text)).toBe(!refused(text, false));
        expect(isMultilineText(text)).toBe(!refused(text, true));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers its message, INVALID_CHARACTER by default, as a check of any string schema', () => {
    expect(errorsOf(z.string().check(storableText()), 'a\u0007')?.formErrors).toEqual([
      INVALID_CHARACTER,
    ]);
    expect(
      errorsOf(z.string().check(storableMultilineText('Nope')), 'a\u001b')?.formErrors,
    ).toEqual(['Nope']);
  });
});

describe('textInputsOf finds every text a schema takes', () => {
  it('names strings, coerced values and unchecked values, and whether the rule checks them', () => {
    const schema = z.object({
      plain: z.string(),
      ruled: z.string().check(storableText()),
      lines: z.optional(z.string().check(storableMultilineText())),
      count: z.coerce.number(),
      anything: z.unknown(),
      tags: z.array(z.string().check(storableText())),
      kind: z.enum(['a', 'b']),
      flag: z.boolean(),
    });
    const found = textInputsOf(schema).map(({ path, checked, multiline }) => ({
      path,
      checked,
      multiline,
    }));
    expect(found).toEqual([
      { path: ['plain'], checked: false, multiline: false },
      { path: ['ruled'], checked: true, multiline: false },
      { path: ['lines'], checked: true, multiline: true },
      { path: ['count'], checked: false, multiline: false },
      { path: ['anything'], checked: false, multiline: false },
      { path: ['tags', 0], checked: true, multiline: false },
    ]);
  });

  it('counts a pipe end checked when its start checked the text it was made from', () => {
    const checkedStart = z.pipe(z.string().check(storableText()), z.email());
    expect(textInputsOf(checkedStart).every((input) => input.checked)).toBe(true);
    const uncheckedStart = z.pipe(
      z.transform((value: unknown) => value),
      z.string(),
    );
    expect(textInputsOf(uncheckedStart)).toMatchObject([{ path: [], checked: false }]);
  });

  it('gives the discriminator that reaches a field of a discriminated union', () => {
    expect(textInputsOf(createBidSchema).map(({ path, base }) => [path, base])).toEqual(
      expect.arrayContaining([
        [['message'], { kind: 'proposal' }],
        [['talentId'], { kind: 'outreach' }],
      ]),
    );
  });

  it('a union checks a place only when every option that takes text there does', () => {
    const schema = z.union([z.string().check(storableText()), z.coerce.number()]);
    expect(textInputsOf(schema)).toMatchObject([{ path: [], checked: false }]);
  });
});

describe('every exported input schema takes text only under the text rule', () => {
  it('the answers list names exported schemas only', () => {
    const names = new Set(exported.map(([name]) => name));
    expect([...ANSWERS].filter((name) => !names.has(name))).toEqual([]);
    expect(inputSchemas.length).toBeGreaterThan(40);
  });

  it('no exported schema but the answers takes a text the rule does not check', () => {
    const unchecked = inputSchemas.flatMap(([name, schema]) =>
      textInputsOf(schema)
        .filter((input) => !input.checked)
        .map((input) => `${name}: ${input.path.join('.') || '(value)'} (${input.kind})`),
    );
    expect(unchecked).toEqual([]);
  });

  it('a control character in any text of any input schema is a field error there', () => {
    const missed: string[] = [];
    for (const [name, schema] of inputSchemas) {
      for (const input of textInputsOf(schema)) {
        for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800']) {
          const messages = messagesAt(schema, input, `1${control}2`);
          if (!messages.some((message) => /invalid character/i.test(message))) {
            missed.push(`${name}.${input.path.join('.')} ${JSON.stringify(control)}`);
          }
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('line breaks are refused in one-line texts and kept in multi-line ones', () => {
    const multiline = inputSchemas.flatMap(([name, schema]) =>
      textInputsOf(schema)
        .filter((input) => input.multiline)
        .map((input) => `${name}.${input.path.join('.')}`),
    );
    expect([...new Set(multiline)].sort()).toEqual(
      [
        'checkinReviewSchema.comment',
        'checkinSubmitSchema.answers.*',
        'collectiveCreateSchema.about',
        'collectiveUpdateSchema.about',
        'commentInputSchema.body',
        'postInputSchema.body',
        'postUpdateSchema.body',
        'reportInputSchema.note',
        'createBidSchema.message',
        'eventCreateSchema.address',
        'eventCreateSchema.description',
        'eventInputSchema.address',
        'eventInputSchema.description',
        'eventMessageInputSchema.body',
        'jobRequestFormSchema.description',
        'libraryCollectionInputSchema.description',
        'libraryResourceInputSchema.body',
        'outreachInputSchema.message',
        'profileUpdateSchema.bio',
        'proposalInputSchema.message',
        'sendMessageSchema.body',
        'stickyMessageInputSchema.body',
        'stickyMessageUpdateSchema.body',
        // Issue 18 (verification)
        'identityFieldsSchema.note',
        'portfolioInputSchema.note',
        'verificationDecisionSchema.reason',
        // Issue 18 (services marketplace)
        'disputeResolutionSchema.note',
        'orderCancelSchema.reason',
        'orderDisputeSchema.reason',
        'orderMessageSchema.message',
        'orderRequirementsSchema.answers.0',
        'reviewInputSchema.body',
        'serviceCreateSchema.description',
        'serviceCreateSchema.tiers.0.description',
        'serviceInputSchema.description',
        'serviceInputSchema.tiers.0.description',
        'serviceTierInputSchema.description',
      ].sort(),
    );
    expect(fieldErrors(profileUpdateSchema, { name: 'Ada\nLovelace' })).toEqual({
      name: [INVALID_CHARACTER],
    });
    expect(fieldErrors(talentSearchQuerySchema, { q: 'rust\tgo' })).toEqual({
      q: [INVALID_CHARACTER],
    });
    expect(profileUpdateSchema.parse({ bio: 'Hi.\n\nI build\tthings.' }).bio).toBe(
      'Hi.\n\nI build\tthings.',
    );
  });
});

describe('fields with their own words', () => {
  it('in a job request, a bid and a saved job: "Invalid character"', () => {
    const form = { title: 'Logo', description: 'A logo' };
    expect(fieldErrors(jobRequestFormSchema, { ...form, department: NUL })).toEqual({
      department: ['Invalid character'],
    });
    expect(
      fieldErrors(createBidSchema, { kind: 'proposal', jobRequestId: 1, rate: 5, message: NUL }),
    ).toEqual({ message: ['Invalid character'] });
    expect(fieldErrors(saveJobSchema, { originalId: `rec${NUL}`, type: 'job' })).toEqual({
      originalId: ['Invalid character'],
    });
  });

  it('in a sticky message, new or edited: "Invalid character"', () => {
    expect(fieldErrors(stickyMessageInputSchema, { title: NUL, body: 'Hello' })).toEqual({
      title: ['Invalid character'],
    });
    expect(fieldErrors(stickyMessageUpdateSchema, { body: NUL })).toEqual({
      body: ['Invalid character'],
    });
  });

  it('in a message and a group name', () => {
    expect(fieldErrors(sendMessageSchema, { body: NUL })).toEqual({
      body: ['Message contains an invalid character'],
    });
    expect(fieldErrors(createGroupSchema, { name: NUL })).toEqual({
      name: ['Name contains an invalid character'],
    });
    expect(fieldErrors(updateGroupSchema, { name: NUL })).toEqual({
      name: ['Name contains an invalid character'],
    });
  });

  it('a message body round-trips byte for byte: line breaks, tabs, spaces and emoji kept', () => {
    for (const body of ['line\nbreak 🎉', '  spaced  ', 'a\r\nb\tc\n', '\u2028 \u200b שלום']) {
      expect(sendMessageSchema.parse({ body }).body).toBe(body);
    }
  });

  it('an id, an amount and a page size arrive as a number or as text, nothing else', () => {
    expect(schemas.coercedIdSchema.parse('12')).toBe(12);
    expect(schemas.amountSchema.parse(19.5)).toBe(19.5);
    for (const value of [true, null, {}, []]) {
      expect(schemas.coercedIdSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(fieldErrors(schemas.idParamsSchema, { id: '1\u00002' })).toEqual({
      id: [INVALID_CHARACTER],
    });
  });
});

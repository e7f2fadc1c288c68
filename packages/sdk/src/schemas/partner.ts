import * as z from 'zod/mini';
import { isWebAddress, webOriginOf } from '../rules/embed';
import {
  ORIGIN_MAX,
  PARTNER_NAME_MAX,
  PARTNER_ORIGINS_MAX,
  PUBLISHABLE_KEY_PREFIX,
  RETURN_URL_MAX,
} from '../vocabulary';
import { idSchema, timestampSchema } from './fields';
import { storableText } from './text';

/** The field error of a text that is not exactly an origin (designed; see {@link webOriginSchema}). */
export const ORIGIN_MESSAGE = 'Enter an origin such as https://partner.example, without a path';
/** The field error of an empty origin list (designed). */
export const ORIGINS_REQUIRED_MESSAGE = 'Add at least one origin';
/** The field error of a return address that is not an absolute web address (designed). */
export const RETURN_URL_MESSAGE = 'Enter a full http or https address';

/**
 * An origin a partner embeds widgets on (issue 15): `https://host[:port]`, http allowed for local
 * development, no path, query or fragment. The output is the origin as browsers serialise it, so
 * comparing it with a request's `Origin` is an exact string match.
 */
export const webOriginSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(ORIGIN_MAX),
    storableText(),
    z.refine((value) => webOriginOf(value) !== null, { message: ORIGIN_MESSAGE }),
  ),
  z.transform((value: string) => webOriginOf(value) as string),
);

/** A partner's publishable key (`pk_…`): names the partner, is no secret, shows in page source. */
export const publishableKeySchema = z
  .string()
  .check(z.minLength(1), z.maxLength(100), storableText());

/** A partner as admins see it (issue 15): its key, name and allowed origins; revoked or not. */
export const partnerSchema = z.object({
  id: idSchema,
  name: z.string(),
  publishableKey: z.string().check(z.startsWith(PUBLISHABLE_KEY_PREFIX)),
  allowedOrigins: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** When an admin revoked it: its widgets stop working at once; null while active. */
  revokedAt: z.nullable(timestampSchema),
});
export type Partner = z.output<typeof partnerSchema>;

/** The answer of GET /api/admin/partners: every partner, newest first. */
export const partnerListSchema = z.array(partnerSchema);

const partnerNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(PARTNER_NAME_MAX), storableText());

/** One to {@link PARTNER_ORIGINS_MAX} origins, duplicates dropped (after canonicalising). */
const originListSchema = z.pipe(
  z
    .array(webOriginSchema)
    .check(z.minLength(1, { message: ORIGINS_REQUIRED_MESSAGE }), z.maxLength(PARTNER_ORIGINS_MAX)),
  z.transform((origins: string[]) => [...new Set(origins)]),
);

/** The body of POST /api/admin/partners (admins): a name and the origins its widgets may run on. */
export const partnerInputSchema = z.object({
  name: partnerNameSchema,
  allowedOrigins: originListSchema,
});
export type PartnerInputValues = z.input<typeof partnerInputSchema>;
export type PartnerInput = z.output<typeof partnerInputSchema>;

/** The body of PATCH /api/admin/partners/{id} (admins): a new name, new origins, or both. */
export const partnerUpdateSchema = z.object({
  name: z.optional(partnerNameSchema),
  allowedOrigins: z.optional(originListSchema),
});
export type PartnerUpdateInput = z.input<typeof partnerUpdateSchema>;
export type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

/**
 * An address a widget's checkout returns to (the subscription widget's `return-url`, or the page
 * the job request widget is on): absolute http or https. Whether it is on one of the partner's
 * origins is the server's check (`isAllowedReturnUrl`), since only the server knows them.
 */
export const returnUrlSchema = z
  .string()
  .check(
    z.maxLength(RETURN_URL_MAX),
    storableText(),
    z.refine(isWebAddress, { message: RETURN_URL_MESSAGE }),
  );

/**
 * The services marketplace (issue 18): the bodies and queries of /api/marketplace and its answers.
 * The server validates with these same schemas; the forms run them for their field errors.
 */
import * as z from 'zod/mini';
import {
  DISPUTE_RESOLUTIONS,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_ANSWER_MAX,
  ORDER_EVENT_KINDS,
  ORDER_FILTERS,
  ORDER_MESSAGE_MAX,
  ORDER_PAYMENT_STATUSES,
  ORDER_REASON_MAX,
  ORDER_ROLES,
  ORDER_SIDES,
  ORDER_STATES,
  REVIEW_BODY_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  SERVICE_ADDON_DAYS_MAX,
  SERVICE_ADDON_NAME_MAX,
  SERVICE_ADDON_PRICE_MIN,
  SERVICE_ADDONS_MAX,
  SERVICE_DELIVERY_DAYS_MAX,
  SERVICE_DELIVERY_DAYS_MIN,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_PRICE_MAX,
  SERVICE_PRICE_MIN,
  SERVICE_QUESTION_MAX,
  SERVICE_QUESTIONS_MAX,
  SERVICE_REVISIONS_MAX,
  SERVICE_SCOPES,
  SERVICE_SEARCH_MAX,
  SERVICE_SELLER_KINDS,
  SERVICE_SKILLS_MAX,
  SERVICE_SORTS,
  SERVICE_STATUSES,
  SERVICE_TIER_DESCRIPTION_MAX,
  SERVICE_TIER_NAME_MAX,
  SERVICE_TIERS_MAX,
  SERVICE_TIERS_MIN,
  SERVICE_TITLE_MAX,
  SERVICE_TITLE_MIN,
} from '../vocabulary/marketplace';
import {
  blankAsUnset,
  coercedIdSchema,
  coercedNumberSchema,
  idSchema,
  timestampSchema,
} from './fields';
import { cursorPageSchema, cursorQuerySchema } from './page';
import { storableMultilineText, storableText } from './text';
import { userSummarySchema } from './user';
import { formatCount } from '../rules/numbers';

const usd = (n: number) => `$${formatCount(n)}`;

/** The field errors of the marketplace forms (designed; SPEC shows none). */
export const MARKETPLACE_MESSAGES = {
  titleLength: `Enter a title of ${SERVICE_TITLE_MIN} to ${SERVICE_TITLE_MAX} characters`,
  descriptionRequired: 'Describe the service',
  descriptionTooLong: `Keep the description to ${formatCount(SERVICE_DESCRIPTION_MAX)} characters or fewer`,
  skillsTooMany: `Choose at most ${SERVICE_SKILLS_MAX} skills`,
  tiersCount: `Offer ${SERVICE_TIERS_MIN} to ${SERVICE_TIERS_MAX} tiers`,
  tierNameRequired: `Name the tier (up to ${SERVICE_TIER_NAME_MAX} characters)`,
  tierNamesUnique: 'Give each tier a different name',
  tierDescriptionTooLong: `Keep the tier's description to ${SERVICE_TIER_DESCRIPTION_MAX} characters or fewer`,
  priceInvalid: `Enter a whole-dollar price from ${usd(SERVICE_PRICE_MIN)} to ${usd(SERVICE_PRICE_MAX)}`,
  deliveryDaysInvalid: `Enter a delivery time of ${SERVICE_DELIVERY_DAYS_MIN} to ${SERVICE_DELIVERY_DAYS_MAX} days`,
  revisionsInvalid: `Enter 0 to ${SERVICE_REVISIONS_MAX} revisions`,
  addOnsTooMany: `Offer at most ${SERVICE_ADDONS_MAX} add-ons`,
  addOnNameRequired: `Name the add-on (up to ${SERVICE_ADDON_NAME_MAX} characters)`,
  addOnPriceInvalid: `Enter a whole-dollar price from ${usd(SERVICE_ADDON_PRICE_MIN)} to ${usd(SERVICE_PRICE_MAX)}`,
  addOnDaysInvalid: `Enter 0 to ${SERVICE_ADDON_DAYS_MAX} extra days`,
  questionsTooMany: `Ask at most ${SERVICE_QUESTIONS_MAX} questions`,
  questionRequired: `Write the question (up to ${SERVICE_QUESTION_MAX} characters)`,
  collectiveRequired: 'Choose the collective that sells the service',
  tierRequired: 'Choose a tier',
  addOnInvalid: 'Choose add-ons the service offers, each once',
  answerRequired: 'Answer this question',
  answerTooLong: `Keep the answer to ${formatCount(ORDER_ANSWER_MAX)} characters or fewer`,
  answersCount: 'Answer the questions of the service',
  messageRequired: 'Write a message',
  messageTooLong: `Keep the message to ${formatCount(ORDER_MESSAGE_MAX)} characters or fewer`,
  reasonRequired: 'Give the reason',
  reasonTooLong: `Keep the reason to ${formatCount(ORDER_REASON_MAX)} characters or fewer`,
  ratingInvalid: `Choose a rating from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`,
  reviewRequired: 'Write your review',
  reviewTooLong: `Keep the review to ${formatCount(REVIEW_BODY_MAX)} characters or fewer`,
  resolutionRequired: 'Choose how the dispute ends',
} as const;
const M = MARKETPLACE_MESSAGES;

/** A whole number from `min` to `max` that may arrive as text, with one message for every fault. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.union([z.number({ error: message }), z.string({ error: message }).check(storableText())], {
      error: message,
    }),
    z.pipe(
      z.coerce.number<string | number>({ error: message }),
      z.int({ error: message }).check(z.gte(min, message), z.lte(max, message)),
    ),
  );

/** A trimmed one-line text of 1 to `max` characters. */
const requiredLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, message), storableText());

/** A trimmed multi-line text of 1 to `max` characters. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong), storableMultilineText());

/** One tier of a service: name, what it includes, price (whole dollars), delivery days, revisions. */
export const serviceTierInputSchema = z.object({
  name: requiredLine(SERVICE_TIER_NAME_MAX, M.tierNameRequired),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(SERVICE_TIER_DESCRIPTION_MAX, M.tierDescriptionTooLong),
        storableMultilineText(),
      ),
    '',
  ),
  price: wholeNumber(SERVICE_PRICE_MIN, SERVICE_PRICE_MAX, M.priceInvalid),
  deliveryDays: wholeNumber(
    SERVICE_DELIVERY_DAYS_MIN,
    SERVICE_DELIVERY_DAYS_MAX,
    M.deliveryDaysInvalid,
  ),
  revisions: wholeNumber(0, SERVICE_REVISIONS_MAX, M.revisionsInvalid),
});
export type ServiceTierInputValues = z.input<typeof serviceTierInputSchema>;
export type ServiceTier = z.output<typeof serviceTierInputSchema>;

/** One add-on: its name, price (whole dollars) and the days it adds to the delivery. */
export const serviceAddOnInputSchema = z.object({
  name: requiredLine(SERVICE_ADDON_NAME_MAX, M.addOnNameRequired),
  price: wholeNumber(SERVICE_ADDON_PRICE_MIN, SERVICE_PRICE_MAX, M.addOnPriceInvalid),
  extraDays: z._default(wholeNumber(0, SERVICE_ADDON_DAYS_MAX, M.addOnDaysInvalid), 0),
});
export type ServiceAddOnInputValues = z.input<typeof serviceAddOnInputSchema>;
export type ServiceAddOn = z.output<typeof serviceAddOnInputSchema>;

/** One requirement question the buyer answers after paying; `required` ones must be answered. */
export const serviceQuestionInputSchema = z.object({
  text: requiredLine(SERVICE_QUESTION_MAX, M.questionRequired),
  required: z._default(z.boolean(), true),
});
export type ServiceQuestionInputValues = z.input<typeof serviceQuestionInputSchema>;
export type ServiceQuestion = z.output<typeof serviceQuestionInputSchema>;

const serviceFields = {
  title: z
    .string({ error: M.titleLength })
    .check(
      z.trim(),
      z.minLength(SERVICE_TITLE_MIN, M.titleLength),
      z.maxLength(SERVICE_TITLE_MAX, M.titleLength),
      storableText(),
    ),
  /** Plain text, never rendered as HTML. */
  description: requiredText(SERVICE_DESCRIPTION_MAX, M.descriptionRequired, M.descriptionTooLong),
  skills: z._default(z.array(idSchema).check(z.maxLength(SERVICE_SKILLS_MAX, M.skillsTooMany)), []),
  tiers: z
    .array(serviceTierInputSchema, { error: M.tiersCount })
    .check(
      z.minLength(SERVICE_TIERS_MIN, M.tiersCount),
      z.maxLength(SERVICE_TIERS_MAX, M.tiersCount),
    ),
  addOns: z._default(
    z.array(serviceAddOnInputSchema).check(z.maxLength(SERVICE_ADDONS_MAX, M.addOnsTooMany)),
    [],
  ),
  questions: z._default(
    z
      .array(serviceQuestionInputSchema)
      .check(z.maxLength(SERVICE_QUESTIONS_MAX, M.questionsTooMany)),
    [],
  ),
};

const uniqueTierNames = <T extends { tiers: { name: string }[] }>() =>
  z.refine<T>((s) => new Set(s.tiers.map((t) => t.name.toLowerCase())).size === s.tiers.length, {
    message: M.tierNamesUnique,
    path: ['tiers'],
  });

/**
 * The body of PUT /api/marketplace/services/{id} (a seller edits the whole service): title,
 * plain-text description, skills, 1 to 3 tiers (unique names), add-ons, requirement questions.
 * For a collective's service, `deliveredByUserId` names the member who delivers its orders (an
 * active member; absent: unchanged). Orders keep the tier and add-ons they were bought with.
 */
const serviceObject = z.object({
  ...serviceFields,
  deliveredByUserId: blankAsUnset(coercedIdSchema),
});
export const serviceInputSchema =
  serviceObject.check(uniqueTierNames<z.output<typeof serviceObject>>());
export type ServiceInputValues = z.input<typeof serviceInputSchema>;
export type ServiceInput = z.output<typeof serviceInputSchema>;

/**
 * The body of POST /api/marketplace/services: the service, and who sells it — the caller (a
 * talent), or one of the collectives they manage (`sellerKind: 'collective'` with
 * `collectiveId`; the delivering member defaults to the caller). Created as a draft.
 */
const serviceCreateObject = z.object({
  ...serviceFields,
  deliveredByUserId: blankAsUnset(coercedIdSchema),
  sellerKind: z._default(z.enum(SERVICE_SELLER_KINDS), 'talent'),
  collectiveId: blankAsUnset(coercedIdSchema),
});
export const serviceCreateSchema = serviceCreateObject.check(
  uniqueTierNames<z.output<typeof serviceCreateObject>>(),
  z.refine((s) => s.sellerKind !== 'collective' || s.collectiveId !== undefined, {
    message: M.collectiveRequired,
    path: ['collectiveId'],
  }),
);
export type ServiceCreateValues = z.input<typeof serviceCreateSchema>;
export type ServiceCreate = z.output<typeof serviceCreateSchema>;

/** The body of POST /api/marketplace/services/{id}/status: publish, pause, or publish again. */
export const serviceStatusInputSchema = z.object({
  status: z.enum(['published', 'paused']),
});
export type ServiceStatusInput = z.output<typeof serviceStatusInputSchema>;

/**
 * The query of GET /api/marketplace/services: published services (scope `mine`: the ones the caller
 * manages, drafts included), searched over title and description, filtered by a skill, the
 * starting price (`priceMin`, `priceMax`, whole dollars), the fastest delivery (`deliveryMax`
 * days), the average rating (`ratingMin`), a seller (`sellerId`: a talent's user id;
 * `collectiveId`); sorted newest first, by price or by rating.
 */
export const servicesQuerySchema = z.extend(cursorQuerySchema, {
  q: blankAsUnset(z.string().check(z.trim(), z.maxLength(SERVICE_SEARCH_MAX), storableText())),
  skill: blankAsUnset(coercedIdSchema),
  priceMin: blankAsUnset(wholeNumber(0, SERVICE_PRICE_MAX, M.priceInvalid)),
  priceMax: blankAsUnset(wholeNumber(0, SERVICE_PRICE_MAX, M.priceInvalid)),
  deliveryMax: blankAsUnset(
    wholeNumber(SERVICE_DELIVERY_DAYS_MIN, SERVICE_DELIVERY_DAYS_MAX, M.deliveryDaysInvalid),
  ),
  ratingMin: blankAsUnset(z.pipe(coercedNumberSchema, z.number().check(z.gte(0), z.lte(5)))),
  sellerId: blankAsUnset(coercedIdSchema),
  collectiveId: blankAsUnset(coercedIdSchema),
  scope: z._default(z.enum(SERVICE_SCOPES), 'all'),
  sort: z._default(z.enum(SERVICE_SORTS), 'newest'),
});
export type ServicesQueryInput = z.input<typeof servicesQuerySchema>;
export type ServicesQuery = z.output<typeof servicesQuerySchema>;

/**
 * The body of POST /api/marketplace/orders (an employer buys): the service, the tier's index (0 to
 * 2, as the service lists them) and the chosen add-ons' indexes (each once). The order starts
 * pending payment; the answer carries the checkout address.
 */
export const orderCreateSchema = z.object({
  serviceId: coercedIdSchema,
  tierIndex: wholeNumber(0, SERVICE_TIERS_MAX - 1, M.tierRequired),
  addOnIndexes: z._default(
    z
      .array(wholeNumber(0, SERVICE_ADDONS_MAX - 1, M.addOnInvalid), { error: M.addOnInvalid })
      .check(
        z.maxLength(SERVICE_ADDONS_MAX, M.addOnInvalid),
        z.refine((list) => new Set(list).size === list.length, M.addOnInvalid),
      ),
    [],
  ),
});
export type OrderCreateValues = z.input<typeof orderCreateSchema>;
export type OrderCreate = z.output<typeof orderCreateSchema>;

/**
 * The body of POST /api/marketplace/orders/{id}/requirements (the buyer): one answer per requirement
 * question, in the service's order (blank for an optional one). The server checks the count and the
 * required ones against the order's questions (field errors `answers.N`).
 */
export const orderRequirementsSchema = z.object({
  answers: z.array(
    z
      .string({ error: M.answerRequired })
      .check(z.trim(), z.maxLength(ORDER_ANSWER_MAX, M.answerTooLong), storableMultilineText()),
    { error: M.answersCount },
  ),
});
export type OrderRequirementsValues = z.input<typeof orderRequirementsSchema>;
export type OrderRequirements = z.output<typeof orderRequirementsSchema>;

/**
 * The body of POST /api/marketplace/orders/{id}/deliver (the seller) and
 * /request-revision (the buyer): a plain-text message (what is delivered, what to change).
 */
export const orderMessageSchema = z.object({
  message: requiredText(ORDER_MESSAGE_MAX, M.messageRequired, M.messageTooLong),
});
export type OrderMessageValues = z.input<typeof orderMessageSchema>;

/** The body of POST /api/marketplace/orders/{id}/dispute (either side): the reason. */
export const orderDisputeSchema = z.object({
  reason: requiredText(ORDER_REASON_MAX, M.reasonRequired, M.reasonTooLong),
});
export type OrderDisputeValues = z.input<typeof orderDisputeSchema>;

/** The body of POST /api/marketplace/orders/{id}/cancel: an optional reason. */
export const orderCancelSchema = z.object({
  reason: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(ORDER_REASON_MAX, M.reasonTooLong), storableMultilineText()),
    '',
  ),
});
export type OrderCancelValues = z.input<typeof orderCancelSchema>;

/**
 * The body of POST /api/admin/marketplace/orders/{id}/resolve (admins): `complete` releases the
 * payment to the seller, `refund` cancels and refunds the buyer; a note both sides see.
 */
export const disputeResolutionSchema = z.object({
  resolution: z.enum(DISPUTE_RESOLUTIONS, { error: M.resolutionRequired }),
  note: requiredText(ORDER_REASON_MAX, M.reasonRequired, M.reasonTooLong),
});
export type DisputeResolutionValues = z.input<typeof disputeResolutionSchema>;

/** The body of PUT /api/marketplace/orders/{id}/review: a rating of 1 to 5 and the review. */
export const reviewInputSchema = z.object({
  rating: wholeNumber(REVIEW_RATING_MIN, REVIEW_RATING_MAX, M.ratingInvalid),
  body: requiredText(REVIEW_BODY_MAX, M.reviewRequired, M.reviewTooLong),
});
export type ReviewInputValues = z.input<typeof reviewInputSchema>;
export type ReviewInput = z.output<typeof reviewInputSchema>;

/**
 * The query of GET /api/marketplace/orders: the caller's purchases (`role` buyer) or sales
 * (`seller`: their own services' and the collectives' they deliver or manage), open or ended,
 * newest first.
 */
export const ordersQuerySchema = z.extend(cursorQuerySchema, {
  role: z._default(z.enum(ORDER_ROLES), 'buyer'),
  filter: z._default(z.enum(ORDER_FILTERS), 'all'),
  serviceId: blankAsUnset(coercedIdSchema),
});
export type OrdersQueryInput = z.input<typeof ordersQuerySchema>;
export type OrdersQuery = z.output<typeof ordersQuerySchema>;

/**
 * The query of GET /api/marketplace/reviews: the reviews of one service (the buyers'), or about
 * one person (`userId`: what buyers wrote of their deliveries and sellers wrote of them as a
 * buyer), or of a collective's services; newest first.
 */
export const reviewsQuerySchema = z.extend(cursorQuerySchema, {
  serviceId: blankAsUnset(coercedIdSchema),
  userId: blankAsUnset(coercedIdSchema),
  collectiveId: blankAsUnset(coercedIdSchema),
});
export type ReviewsQueryInput = z.input<typeof reviewsQuerySchema>;
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/** The query of GET /api/admin/marketplace/disputes: disputed orders, oldest dispute first. */
export const disputesQuerySchema = cursorQuerySchema;
export type DisputesQueryInput = z.input<typeof disputesQuerySchema>;

// Answers

const countSchema = z.int().check(z.nonnegative());

/** Who sells a service: a talent (`id` = user id) or a collective (`id` = collective id, its slug). */
export const serviceSellerSchema = z.object({
  kind: z.enum(SERVICE_SELLER_KINDS),
  id: idSchema,
  name: z.string(),
  image: z.nullable(z.string()),
  /** A collective's slug (its page /collective/{slug}); null for a talent. */
  slug: z.nullable(z.string()),
});
export type ServiceSeller = z.output<typeof serviceSellerSchema>;

/** An average rating (one decimal; null without reviews) and how many reviews it is made of. */
export const ratingSummarySchema = z.object({
  average: z.nullable(z.number()),
  count: countSchema,
});
export type RatingSummary = z.output<typeof ratingSummarySchema>;

const tierSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.int(),
  deliveryDays: z.int(),
  revisions: z.int(),
});
const addOnSchema = z.object({ name: z.string(), price: z.int(), extraDays: z.int() });
const questionSchema = z.object({ text: z.string(), required: z.boolean() });

/** A service as lists show it: from its lowest tier price and fastest tier delivery. */
export const serviceSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  seller: serviceSellerSchema,
  skills: z.array(idSchema),
  startingPrice: z.int(),
  fastestDeliveryDays: z.int(),
  rating: ratingSummarySchema,
  status: z.enum(SERVICE_STATUSES),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ServiceSummary = z.output<typeof serviceSummarySchema>;
export const servicePageSchema = cursorPageSchema(serviceSummarySchema);
export type ServicePage = z.output<typeof servicePageSchema>;

/**
 * One service: the summary with its description, tiers, add-ons, requirement questions, the member
 * who delivers (a collective's; the talent for theirs), whether the caller manages it, and whether
 * the caller may buy it (an employer, published, not their own).
 */
export const serviceDetailsSchema = z.extend(serviceSummarySchema, {
  description: z.string(),
  tiers: z.array(tierSchema),
  addOns: z.array(addOnSchema),
  questions: z.array(questionSchema),
  deliveredBy: userSummarySchema,
  canManage: z.boolean(),
  canBuy: z.boolean(),
  /** Completed orders. */
  completedOrders: countSchema,
});
export type ServiceDetails = z.output<typeof serviceDetailsSchema>;

/**
 * A review: the order and service it is of, the author's side (a buyer's review is about the
 * delivering talent and shown on the service; a seller's is about the buyer), both people, the
 * rating and plain-text body, and until when its author may edit it.
 */
export const reviewSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  service: z.object({ id: idSchema, title: z.string() }),
  side: z.enum(ORDER_SIDES),
  author: userSummarySchema,
  subject: userSummarySchema,
  rating: z.int(),
  body: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  editableUntil: timestampSchema,
});
export type Review = z.output<typeof reviewSchema>;
export const reviewPageSchema = cursorPageSchema(reviewSchema);
export type ReviewPage = z.output<typeof reviewPageSchema>;

/** One entry of an order's timeline: what happened, who did it, their message. */
export const orderEventSchema = z.object({
  id: idSchema,
  kind: z.enum(ORDER_EVENT_KINDS),
  actor: z.enum(ORDER_ACTORS),
  message: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type OrderEvent = z.output<typeof orderEventSchema>;

/**
 * An order as lists show it: its state, the caller's side (null for an admin), the service, who
 * sells, who delivers and who buys, the tier and add-ons as bought (prices then), the total in
 * whole dollars, the delivery days, revisions allowed and used, the payment, the deadlines
 * (requirements due 48 h after paying; delivery due from the requirements; auto-completion 14 days
 * after the latest delivery) and the actions the caller may take now.
 */
export const orderSummarySchema = z.object({
  id: idSchema,
  state: z.enum(ORDER_STATES),
  side: z.nullable(z.enum(ORDER_SIDES)),
  service: z.object({ id: idSchema, title: z.string() }),
  seller: serviceSellerSchema,
  deliveredBy: userSummarySchema,
  buyer: userSummarySchema,
  tierIndex: z.int(),
  tier: tierSchema,
  addOns: z.array(addOnSchema),
  total: z.int(),
  deliveryDays: z.int(),
  revisionsAllowed: countSchema,
  revisionsUsed: countSchema,
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  paidAt: z.nullable(timestampSchema),
  requirementsDueAt: z.nullable(timestampSchema),
  startedAt: z.nullable(timestampSchema),
  dueAt: z.nullable(timestampSchema),
  deliveredAt: z.nullable(timestampSchema),
  autoCompleteAt: z.nullable(timestampSchema),
  completedAt: z.nullable(timestampSchema),
  cancelledAt: z.nullable(timestampSchema),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type OrderSummary = z.output<typeof orderSummarySchema>;
export const orderPageSchema = cursorPageSchema(orderSummarySchema);
export type OrderPage = z.output<typeof orderPageSchema>;

/** An order's dispute: who opened it and why; an admin's resolution and note once decided. */
export const orderDisputeInfoSchema = z.object({
  openedBy: z.enum(ORDER_SIDES),
  reason: z.string(),
  openedAt: timestampSchema,
  resolution: z.nullable(z.enum(DISPUTE_RESOLUTIONS)),
  note: z.nullable(z.string()),
  resolvedAt: z.nullable(timestampSchema),
});
export type OrderDisputeInfo = z.output<typeof orderDisputeInfoSchema>;

/**
 * One order: the summary with the requirement questions and the buyer's answers (null until
 * submitted), the timeline (oldest first), both reviews, whether the caller may write (`canReview`)
 * or edit their review, the dispute, the order's conversation and its engagement (check-ins).
 */
export const orderDetailsSchema = z.extend(orderSummarySchema, {
  questions: z.array(questionSchema),
  answers: z.nullable(z.array(z.string())),
  events: z.array(orderEventSchema),
  reviews: z.object({ buyer: z.nullable(reviewSchema), seller: z.nullable(reviewSchema) }),
  canReview: z.boolean(),
  canEditReview: z.boolean(),
  dispute: z.nullable(orderDisputeInfoSchema),
  conversationId: z.nullable(idSchema),
  engagementId: z.nullable(idSchema),
});
export type OrderDetails = z.output<typeof orderDetailsSchema>;

/** The answer of POST /api/marketplace/orders and /orders/{id}/checkout: the order and where to pay. */
export const orderCheckoutSchema = z.object({
  order: orderDetailsSchema,
  checkoutUrl: z.string(),
});
export type OrderCheckout = z.output<typeof orderCheckoutSchema>;

/** The sellers the caller may publish as: themself (talent) and the collectives they manage. */
export const serviceSellerOptionSchema = z.object({
  kind: z.enum(SERVICE_SELLER_KINDS),
  id: idSchema,
  name: z.string(),
});
export type ServiceSellerOption = z.output<typeof serviceSellerOptionSchema>;
export const serviceSellerOptionListSchema = z.array(serviceSellerOptionSchema);

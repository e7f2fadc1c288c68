import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as vocabulary from '../vocabulary';
import { BILLING_PERIODS, PLAN_INTERVALS, SAVED_ITEM_TYPES, SAVED_JOB_TYPES } from '../vocabulary';
import * as account from './account';
import * as apiError from './apiError';
import * as auth from './auth';
import * as bid from './bid';
import * as checkin from './checkin';
import * as checkout from './checkout';
import * as collective from './collective';
import * as collectiveBadge from './collectiveBadge';
import * as conversation from './conversation';
import * as embed from './embed';
import * as errors from './errors';
import * as event from './event';
import * as externalJob from './externalJob';
import * as feed from './feed';
import * as fields from './fields';
import * as group from './group';
import * as insights from './insights';
import * as schemas from './index';
import * as jobRequest from './jobRequest';
import * as jobRequestForm from './jobRequestForm';
import * as jobRequestQuery from './jobRequestQuery';
import * as library from './library';
import * as liveEvent from './liveEvent';
import * as marketplace from './marketplace';
import * as message from './message';
import * as notification from './notification';
import * as ok from './ok';
import * as page from './page';
import * as partner from './partner';
import * as params from './params';
import * as plan from './plan';
import * as profile from './profile';
import * as savedJob from './savedJob';
import * as skill from './skill';
import * as skillTrend from './skillTrend';
import * as stickyMessage from './stickyMessage';
import * as stripeConfig from './stripeConfig';
import * as subscription from './subscription';
import * as team from './team';
import * as text from './text';
import * as unreadCounts from './unreadCounts';
import * as usage from './usage';
import * as user from './user';
import * as verification from './verification';
import * as verificationBadge from './verificationBadge';

const modules = {
  account,
  apiError,
  auth,
  bid,
  checkin,
  checkout,
  collective,
  collectiveBadge,
  conversation,
  embed,
  errors,
  event,
  externalJob,
  feed,
  fields,
  group,
  insights,
  jobRequest,
  jobRequestForm,
  jobRequestQuery,
  library,
  liveEvent,
  marketplace,
  message,
  notification,
  ok,
  page,
  params,
  partner,
  plan,
  profile,
  savedJob,
  skill,
  skillTrend,
  stickyMessage,
  stripeConfig,
  subscription,
  team,
  text,
  unreadCounts,
  usage,
  verification,
  verificationBadge,
  user,
};

describe('the @hireloop/sdk/schemas entry', () => {
  it('exports every value of every schema module and the vocabularies they are built from, and nothing else', () => {
    const expected = Object.values(modules).flatMap((module) => Object.keys(module));
    // The value lists and limits the schemas are built from live in the zod-free vocabulary (so
    // the main entry stays zod-free); the schemas entry re-exports them for one-stop imports.
    const vocabularies = Object.keys(vocabulary);
    expect(Object.keys(schemas).sort()).toEqual(
      [...new Set([...expected, ...vocabularies])].sort(),
    );
    expect(schemas.PLAN_INTERVALS).toBe(PLAN_INTERVALS);
    expect(schemas.BILLING_PERIODS).toBe(BILLING_PERIODS);
    expect(schemas.SAVED_ITEM_TYPES).toBe(SAVED_ITEM_TYPES);
    expect(schemas.SAVED_JOB_TYPES).toBe(SAVED_JOB_TYPES);
  });

  it('exports the very same objects as the modules', () => {
    expect(schemas.jobRequestFormSchema).toBe(jobRequestForm.jobRequestFormSchema);
    expect(schemas.formatZodError).toBe(errors.formatZodError);
  });

  it('changes no global zod setting when imported', () => {
    expect(z.config().localeError).toBeUndefined();
    expect(z.config().customError).toBeUndefined();
  });
});

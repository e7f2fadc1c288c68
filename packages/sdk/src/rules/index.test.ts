import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('the rules entry', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(rules).sort()).toEqual(
      [
        'DEFAULT_COUNTDOWN',
        'EMPLOYER_PLANS',
        'FIXED_PRICE_LABEL',
        'JOB_REQUEST_SAVE_ERROR',
        'MARKETING_JOB_REQUESTS_PER_MONTH',
        'SUBSCRIPTION_REQUIRED_MESSAGE',
        'TALENT_LITE_ANNUAL_LABEL',
        'WAITLIST',
        'WAITLIST_TASKS',
        'accountTypeForRole',
        'accountTypeOfCheckout',
        'addSavedItem',
        'applyRateType',
        'canSendOutreachBid',
        'centsToDollars',
        'completedWaitlistTasks',
        'countCompletedWaitlistTasks',
        'countdownTotalSeconds',
        'createSavedItem',
        'findPlanForPeriod',
        'formatPrice',
        'hasQuotaFor',
        'intervalForPeriod',
        'isAccountType',
        'isCountdownFinished',
        'isItemSaved',
        'isSubscriptionActive',
        'isSubscriptionError',
        'parseSavedItems',
        'parseStoredCountdown',
        'periodForInterval',
        'quotaFor',
        'remainingOutreachBids',
        'remainingQuota',
        'removeSavedItem',
        'resolveInitialAccountType',
        'savedItemId',
        'shouldPersistCountdown',
        'syncsToSavedJobs',
        'tickCountdown',
        'toStoredCountdown',
        'waitlistPeopleAhead',
        'waitlistWeeks',
      ].sort(),
    );
  });
});

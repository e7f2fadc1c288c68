/**
 * Job check-ins (issue 16): engagements and their schedules, check-ins and reviews, the
 * scheduler's reminders, and the admins' figures.
 */
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { createCheckinAdmin } from './admin';
import { createCheckins } from './checkins';
import { createEngagements } from './engagements';
import { createCheckinReminders } from './reminders';

export { CHECKIN_REMINDERS_INTERVAL_MS } from './reminders';

export function createCheckinService(
  deps: ServiceDeps,
  {
    live,
    notifications,
  }: { live: Pick<LiveService, 'publish'>; notifications: Pick<NotificationService, 'notify'> },
) {
  const engagements = createEngagements(deps, { live });
  const checkins = createCheckins(deps, { live, notifications, engagements });
  const reminders = createCheckinReminders(deps, { live, notifications });
  const admin = createCheckinAdmin(deps);
  return {
    listEngagements: engagements.list,
    getEngagement: engagements.get,
    setSchedule: engagements.setSchedule,
    setEngagementStatus: engagements.setStatus,
    due: checkins.due,
    history: checkins.history,
    submit: checkins.submit,
    review: checkins.review,
    runReminders: reminders.run,
    adminStats: admin.stats,
    adminEngagements: admin.engagements,
  };
}
export type CheckinService = ReturnType<typeof createCheckinService>;

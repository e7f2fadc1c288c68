import { useAccount } from '@hireloop/hooks';
import { ConnectedJobCheckins } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /job-checkins (SPEC §2, issue 16): a talent sees the check-ins due (and answers them) and their
 * history; an employer sees every engagement's check-in status with filters, sets schedules,
 * pauses and resumes them, and reviews what was submitted. Live events refresh both sides.
 */
export default function JobCheckinsPage() {
  const { accountType } = useAccount();
  return (
    <Page>
      <PageHeader
        title="Job check-ins"
        description={
          accountType === 'employer'
            ? 'Every engagement’s check-ins: schedules, what was submitted, and what is late or blocked.'
            : 'Your check-ins for the work you were hired for: what is due now, and what you sent.'
        }
      />
      <ConnectedJobCheckins side={accountType} />
    </Page>
  );
}

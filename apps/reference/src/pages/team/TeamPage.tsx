import { useAccount, useTeam } from '@hireloop/hooks';
import {
  Card,
  CardContent,
  CardHeader,
  ConnectedCompanySwitcher,
  ConnectedTeamActivity,
  ConnectedTeamManager,
  EmptyState,
  TEAM_TEXTS,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /team (SPEC §2, issue 16; employers): the company the person acts for — its members and roles,
 * invites and pending invites (owner and admins), and the activity log of its job requests. The
 * company switcher shows here too (on phones the header has no room for it).
 */
export default function TeamPage() {
  const { accountType } = useAccount();
  const team = useTeam();
  if (accountType !== 'employer')
    return (
      <Page>
        <PageHeader title="Team" />
        <EmptyState
          title="Teams are for employer accounts"
          description="Switch to your employer account in the account menu to see your company's team."
        />
      </Page>
    );
  const company = team.data?.company;
  return (
    <Page className="flex flex-col gap-6">
      <PageHeader
        title="Team"
        description={
          company
            ? `${company.name} · you are ${TEAM_TEXTS.roles[team.data!.role].toLowerCase()}`
            : 'Your company’s members, roles and invites.'
        }
        actions={<ConnectedCompanySwitcher labelHidden={false} className="w-full sm:w-64" />}
      />
      <Card>
        <CardContent className="pt-6">
          <ConnectedTeamManager />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{TEAM_TEXTS.activityTitle}</h2>
        </CardHeader>
        <CardContent>
          <ConnectedTeamActivity />
        </CardContent>
      </Card>
    </Page>
  );
}

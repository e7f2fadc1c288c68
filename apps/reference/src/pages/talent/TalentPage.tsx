import { useParams } from '../../lib/router';
import { useAccount, useAuth, useProfile, useSavedItems } from '@hireloop/hooks';
import { isHttpError, type Profile } from '@hireloop/sdk';
import { Button, ConnectedFollowButton, EmptyState, ErrorState, SaveToggle } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { ProfileDetails, ProfileDetailsSkeleton, ROLE_LABELS } from '../profile/ProfileDetails';
import { parseUserId } from '../profile/userId';
import { MessageButton } from './MessageButton';
import { Outreach, type StartOutreach } from './Outreach';
import { TEXTS } from '@hireloop/sdk/constants';

/**
 * /talent/:id (SPEC §2 "Talent profile"): name, title, bio, location, rate and skills, with Save,
 * "Message" (the direct conversation, on /messages?conversation=<id>) and, for employers, "Send
 * outreach" (the bid modal with its 3-per-request limit).
 */
export default function TalentPage() {
  const { id } = useParams();
  const userId = parseUserId(id);
  const { accountType } = useAccount();
  if (userId === null) return <TalentNotFound />;
  return accountType === 'employer' ? (
    <Outreach>{(start) => <Talent userId={userId} onSendOutreach={start} />}</Outreach>
  ) : (
    <Talent userId={userId} />
  );
}

function Talent({ userId, onSendOutreach }: { userId: number; onSendOutreach?: StartOutreach }) {
  const { user } = useAuth();
  const profile = useProfile(userId);
  const { isSaved, toggle } = useSavedItems();

  if (profile.isError && isHttpError(profile.error) && profile.error.status === 404) {
    return <TalentNotFound />;
  }
  if (profile.data && profile.data.role !== 'talent') return <NotTalent profile={profile.data} />;

  const talent = profile.data;
  const own = user?.id === userId;
  return (
    <Page>
      <PageHeader
        title={talent ? talent.name : 'Talent profile'}
        description={talent ? (talent.title ?? 'Talent') : undefined}
        actions={
          talent ? (
            own ? (
              <Button asChild>
                <AppLink href="/profile">Edit profile</AppLink>
              </Button>
            ) : (
              <>
                <SaveToggle
                  saved={isSaved(talent.userId, 'talent')}
                  onSavedChange={() => toggle(talent.userId, 'talent')}
                  className="h-9"
                />
                <MessageButton userId={talent.userId} />
                <ConnectedFollowButton
                  target="person"
                  targetId={talent.userId}
                  name={talent.name}
                />
                {onSendOutreach ? (
                  <Button type="button" onClick={() => onSendOutreach(talent)}>
                    Send outreach
                  </Button>
                ) : null}
              </>
            )
          ) : null
        }
      />
      {profile.isPending ? (
        <ProfileDetailsSkeleton label="Loading talent" />
      ) : profile.isError || !profile.data ? (
        <ErrorState
          message="This talent could not be loaded."
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </Page>
  );
}

function TalentNotFound() {
  return (
    <Page>
      <PageHeader title="Talent not found" />
      <EmptyState
        title="There is no talent here"
        description={`This profile doesn't exist or has been removed. Find other talent in the ${TEXTS.nav.explorer}.`}
        action={
          <Button asChild variant="outline">
            <AppLink href="/explorer">Open {TEXTS.nav.explorer}</AppLink>
          </Button>
        }
      />
    </Page>
  );
}

/** An employer's id under /talent/: their profile lives on /profile/:id. */
function NotTalent({ profile }: { profile: Profile }) {
  return (
    <Page>
      <PageHeader title={profile.name} description={ROLE_LABELS.employer} />
      <EmptyState
        title={`${profile.name} is an employer`}
        description="Talent pages are for people who work on Hireloop. Their profile has the details."
        action={
          <Button asChild variant="outline">
            <AppLink href={`/profile/${profile.userId}`}>View profile</AppLink>
          </Button>
        }
      />
    </Page>
  );
}

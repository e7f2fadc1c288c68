import { useParams } from '../../lib/router';
import { useAccount, useAuth, useProfile, useProfiling } from '@hireloop/hooks';
import { isHttpError } from '@hireloop/sdk';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConnectedFollowButton,
  EmptyState,
  ErrorState,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { MessageButton } from '../talent/MessageButton';
import { ProfileDetails, ProfileDetailsSkeleton, ROLE_LABELS } from './ProfileDetails';
import { ProfileForm, profileFieldsFor } from './ProfileForm';
import { parseUserId } from './userId';
import { TEXTS } from '@hireloop/sdk/constants';

/**
 * /profile (SPEC §2 "Profile, id optional"): without an id the signed-in user's own profile,
 * editable; with an id anyone's public profile, read-only.
 */
export default function ProfilePage() {
  const { id } = useParams();
  if (id === undefined) return <OwnProfile />;
  const userId = parseUserId(id);
  return userId === null ? <ProfileNotFound /> : <PublicProfile userId={userId} />;
}

function OwnProfile() {
  const { user } = useAuth();
  const { accountType } = useAccount();
  const profiling = useProfiling();
  const description =
    accountType === 'employer'
      ? 'What talent sees about you and your company.'
      : 'What employers see when they look for talent.';
  return (
    <Page>
      <PageHeader
        title="Your profile"
        description={description}
        actions={
          user ? (
            <Button asChild variant="outline">
              <AppLink href={`/profile/${user.id}`}>View public profile</AppLink>
            </Button>
          ) : null
        }
      />
      {profiling.isPending ? (
        <ProfileDetailsSkeleton label="Loading your profile" />
      ) : profiling.isError || !profiling.data ? (
        <ErrorState
          message="Your profile could not be loaded."
          onRetry={() => void profiling.refetch()}
          retrying={profiling.isFetching}
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg font-semibold">Edit profile</h2>
            </CardTitle>
            <CardDescription>
              Signed in as {profiling.data.email}. Fields you leave empty are not shown to others.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm
              // A switch of account type shows the other type's fields from a fresh start.
              key={`${profiling.data.userId}-${accountType}`}
              profile={profiling.data}
              accountType={accountType}
              fields={['name', ...profileFieldsFor(accountType), 'skills']}
              submitLabel="Save profile"
            />
          </CardContent>
        </Card>
      )}
    </Page>
  );
}

function PublicProfile({ userId }: { userId: number }) {
  const { user } = useAuth();
  const profile = useProfile(userId);
  const own = user?.id === userId;

  if (profile.isError && isHttpError(profile.error) && profile.error.status === 404) {
    return <ProfileNotFound />;
  }
  const data = profile.data;
  return (
    <Page>
      <PageHeader
        title={data ? data.name : 'Profile'}
        description={data ? (data.title ?? ROLE_LABELS[data.role]) : undefined}
        actions={
          data ? (
            own ? (
              <Button asChild>
                <AppLink href="/profile">Edit profile</AppLink>
              </Button>
            ) : (
              <>
                {data.role === 'talent' ? (
                  <Button asChild variant="outline">
                    <AppLink href={`/talent/${data.userId}`}>Open talent page</AppLink>
                  </Button>
                ) : null}
                <MessageButton userId={data.userId} />
                <ConnectedFollowButton target="person" targetId={data.userId} name={data.name} />
              </>
            )
          ) : null
        }
      />
      {profile.isPending ? (
        <ProfileDetailsSkeleton />
      ) : profile.isError || !profile.data ? (
        <ErrorState
          message="This profile could not be loaded."
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </Page>
  );
}

function ProfileNotFound() {
  return (
    <Page>
      <PageHeader title="Profile not found" />
      <EmptyState
        title="There is no one here"
        description={`This profile doesn't exist or has been removed. Check the link, or look for people in the ${TEXTS.nav.explorer}.`}
        action={
          <Button asChild variant="outline">
            <AppLink href="/explorer">Open {TEXTS.nav.explorer}</AppLink>
          </Button>
        }
      />
    </Page>
  );
}

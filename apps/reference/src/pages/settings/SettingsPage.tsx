import { useSearchParams } from '../../lib/router';
import { useAccount, useAuth, useProfiling } from '@hireloop/hooks';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConnectedAccountDangerZone,
  ErrorState,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { ButtonSpinner } from '../auth/ButtonSpinner';
import { ROLE_LABELS } from '../profile/ProfileDetails';
import { ProfileForm } from '../profile/ProfileForm';
import { PasswordForm } from './PasswordForm';

type Section = 'profile' | 'password';

/**
 * /settings (SPEC §2): the account (email, account type, Log out) and two tabs — Profile (name and
 * title, the session's own fields) and Password; the tab is kept in `?tab=` so it can be linked.
 * Below them, the person's data: download it, or delete the account (issue 14).
 */
export default function SettingsPage() {
  const { user, logout, isLoggingOut, refetchUser } = useAuth();
  const { accountType } = useAccount();
  const profiling = useProfiling();
  const [searchParams, setSearchParams] = useSearchParams();
  const section: Section = searchParams.get('tab') === 'password' ? 'password' : 'profile';

  return (
    <Page>
      <PageHeader
        title="Settings"
        description="Your account, your name and title, your password, and your data."
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg font-semibold">Account</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="font-medium break-all">{user?.email}</dd>
              <dt className="text-muted-foreground">Acting as</dt>
              <dd className="font-medium">{ROLE_LABELS[accountType]}</dd>
              {/* Issue 18: where a person verifies their email, company, identity or portfolio. */}
              <dt className="text-muted-foreground">Verification</dt>
              <dd className="font-medium">
                <AppLink
                  href="/verification"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  Verify your account
                </AppLink>
              </dd>
            </dl>
            <Button
              type="button"
              variant="outline"
              disabled={isLoggingOut}
              onClick={() => void logout()}
              className="w-full sm:w-fit"
            >
              {isLoggingOut ? <ButtonSpinner /> : null}
              Log out
            </Button>
          </CardContent>
        </Card>

        <Tabs
          value={section}
          onValueChange={(next) =>
            setSearchParams(next === 'password' ? { tab: 'password' } : {}, { replace: true })
          }
        >
          <TabsList aria-label="Settings sections" className="w-full sm:w-fit">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="password">Password</TabsTrigger>
          </TabsList>

          <TabsContent value="profile">
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2 className="text-lg font-semibold">Profile</h2>
                </CardTitle>
                <CardDescription>
                  How you are named across Hireloop. Your bio, skills and other details are on{' '}
                  {/* Underlined: a link inside a sentence must not rely on colour alone. */}
                  <AppLink href="/profile" className="text-primary underline underline-offset-4">
                    your profile
                  </AppLink>
                  .
                </CardDescription>
              </CardHeader>
              <CardContent>
                {profiling.isPending ? (
                  <div
                    role="status"
                    aria-label="Loading your profile"
                    className="grid gap-4 sm:grid-cols-2"
                  >
                    <Skeleton className="h-14 w-full" />
                    <Skeleton className="h-14 w-full" />
                  </div>
                ) : profiling.isError || !profiling.data ? (
                  <ErrorState
                    message="Your profile could not be loaded."
                    onRetry={() => void profiling.refetch()}
                    retrying={profiling.isFetching}
                  />
                ) : (
                  <ProfileForm
                    key={profiling.data.userId}
                    profile={profiling.data}
                    accountType={accountType}
                    fields={['name', 'title']}
                    // The name and title live on the session's user too (the shell shows them).
                    onSaved={() => void refetchUser()}
                  />
                )}
              </CardContent>
            </Card>
          </TabsContent>

          <TabsContent value="password">
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2 className="text-lg font-semibold">Password</h2>
                </CardTitle>
                <CardDescription>
                  Changing it signs you out everywhere else; you stay signed in here.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <PasswordForm />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>

        {/* Issue 14: download my data, delete my account (the hook signs out and goes to /auth). */}
        <ConnectedAccountDangerZone />
      </div>
    </Page>
  );
}

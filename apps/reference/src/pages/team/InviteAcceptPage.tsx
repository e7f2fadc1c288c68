import { useEffect } from 'react';
import { useNavigate, useParams } from '../../lib/router';
import { serverMessage, toast, useAcceptInvite, useAuth, useInvitePreview } from '@hireloop/hooks';
import { TEAM_TEXTS } from '@hireloop/ui';
import { PublicErrorState } from '../../components/PublicErrorState';
import { PublicPage } from '../../components/PublicPage';
import { AppLink } from '../../lib/AppLink';
import {
  BUTTON,
  CARD,
  CARD_CONTENT,
  CARD_HEADER,
  OUTLINE_BUTTON,
  SKELETON,
} from '../auth/publicStyles';
import { rememberInvite } from './pendingInvite';

/**
 * /team/invites/:token (issue 16): what an invite offers and, signed in with the invited address,
 * Accept. Signed out, the link waits while the person signs in or registers (with that address),
 * and the app brings them back here. Signed in with another address: how to switch.
 *
 * A public page, so within the first route's JS budget: plain markup with the ui's looks
 * (../auth/publicStyles.ts) rather than the component library, and an HTML page of its own that
 * preloads this page rather than /auth (vite.config.ts, PUBLIC_LANDINGS).
 */
export default function InviteAcceptPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { user, isLoading, logout } = useAuth();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite();
  const invite = preview.data;
  const signedOut = !isLoading && user === null;
  useEffect(() => {
    if (signedOut && invite?.state === 'pending') rememberInvite(token);
  }, [signedOut, invite?.state, token]);

  let body;
  if (preview.isPending || isLoading) {
    body = (
      <div role="status" aria-label="Loading the invite" className="flex flex-col gap-2">
        <div aria-hidden="true" className={`h-6 w-2/3 ${SKELETON}`} />
        <div aria-hidden="true" className={`h-4 w-full ${SKELETON}`} />
      </div>
    );
  } else if (preview.isError || !invite) {
    body = (
      <PublicErrorState
        title="This invite link does not work"
        message={serverMessage(preview.error)}
      />
    );
  } else if (invite.state !== 'pending') {
    body = (
      <PublicErrorState
        title={`This invite has ${invite.state === 'accepted' ? 'been used' : invite.state === 'revoked' ? 'been revoked' : 'expired'}`}
        message="Ask the person who invited you for a new one."
      />
    );
  } else if (!user) {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Sign in or register with <strong className="break-all">{invite.email}</strong> to join.
          You come back here afterwards.
        </p>
        <div className="flex flex-wrap gap-2">
          <AppLink href="/auth" className={BUTTON}>
            Sign in
          </AppLink>
          <AppLink href="/auth?tab=register" className={OUTLINE_BUTTON}>
            Register
          </AppLink>
        </div>
      </div>
    );
  } else if (user.email !== invite.email) {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          This invite was sent to <strong className="break-all">{invite.email}</strong>, and you are
          signed in as <strong className="break-all">{user.email}</strong>.
        </p>
        <button
          type="button"
          className={`${OUTLINE_BUTTON} self-start`}
          onClick={() => {
            rememberInvite(token);
            void logout();
          }}
        >
          Sign out and use the invited address
        </button>
      </div>
    );
  } else {
    body = (
      <button
        type="button"
        className={`${BUTTON} self-start`}
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(token, {
            onSuccess: (joined) => {
              toast({ title: `You joined ${joined.company.name}` });
              navigate('/team');
            },
            onError: (error) =>
              toast({
                title: 'The invite could not be accepted',
                description: serverMessage(error),
                variant: 'destructive',
              }),
          })
        }
      >
        {accept.isPending ? 'Joining…' : 'Accept invite'}
      </button>
    );
  }

  return (
    <PublicPage title="Team invite">
      <section className={CARD} aria-labelledby="invite-title">
        <div className={CARD_HEADER}>
          <h1 id="invite-title" className="text-xl font-semibold break-words">
            {invite ? `Join ${invite.companyName} on Hireloop` : 'Team invite'}
          </h1>
          {invite && invite.state === 'pending' ? (
            <p className="text-sm text-muted-foreground">
              As {TEAM_TEXTS.roles[invite.role].toLowerCase()}:{' '}
              {TEAM_TEXTS.roleHints[invite.role].toLowerCase()}.
            </p>
          ) : null}
        </div>
        <div className={CARD_CONTENT}>{body}</div>
      </section>
    </PublicPage>
  );
}

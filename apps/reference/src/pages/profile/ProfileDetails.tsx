import type { ReactNode } from 'react';
import { useSkills } from '@hireloop/hooks';
import { renderAppLink } from '../../lib/AppLink';
import type { Profile } from '@hireloop/sdk';
import {
  Badge,
  Card,
  CardContent,
  CollectiveBadges,
  ConnectedProfileReviews,
  formatRate,
  GeneratedAvatar,
  Skeleton,
  SkillList,
  toSkillNames,
  VerificationKinds,
  VerifiedBadge,
} from '@hireloop/ui';

/** Designed: how a role reads on a profile. */
export const ROLE_LABELS = { employer: 'Employer', talent: 'Talent' } as const;

/** A talent's hourly rate as the cards show it ("$80 / hour"). */
export const hourlyRateText = (rate: number) =>
  formatRate({ minRate: rate, maxRate: rate, rateType: 'hourly' });

/**
 * A public profile read-only (SPEC §3 profile fields): picture or logo, name, title, role,
 * company, location, rate, bio and skills. Text is rendered as text (line breaks kept), never as
 * HTML. The page's h1 names the person; this card's sections are h2.
 */
export function ProfileDetails({ profile, aside }: { profile: Profile; aside?: ReactNode }) {
  const skills = useSkills();
  const names = skills.data ? toSkillNames(skills.data) : undefined;
  const skillNames = names ? profile.skills.flatMap((id) => names.get(id) ?? []) : [];
  const isEmployer = profile.role === 'employer';
  const facts: [string, ReactNode][] = [];
  if (isEmployer && profile.companyName) facts.push(['Company', profile.companyName]);
  if (profile.location) facts.push(['Location', profile.location]);
  if (!isEmployer && profile.hourlyRate !== null)
    facts.push(['Hourly rate', hourlyRateText(profile.hourlyRate)]);

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start">
      <Card className="gap-4">
        <CardContent className="flex flex-col items-center gap-3 text-center">
          {isEmployer && profile.companyLogo ? (
            <img
              src={profile.companyLogo}
              alt={`${profile.companyName ?? profile.name} logo`}
              className="size-20 rounded-lg border border-border object-contain"
            />
          ) : (
            <GeneratedAvatar
              name={profile.name}
              src={profile.profileImage}
              alt=""
              className="size-20 text-2xl"
            />
          )}
          <div className="grid min-w-0 gap-1">
            <p className="text-lg font-semibold break-words">{profile.name}</p>
            <p className="text-sm break-words text-muted-foreground">
              {profile.title ?? ROLE_LABELS[profile.role]}
            </p>
          </div>
          <Badge variant="secondary">{ROLE_LABELS[profile.role]}</Badge>
          {/* Issue 18: the verification badge and what is verified (never documents). */}
          <VerifiedBadge badge={profile.verification} />
          <VerificationKinds badge={profile.verification} className="justify-center" />
          {/* Issue 17: the badges of the collectives they are in. */}
          <CollectiveBadges
            badges={profile.collectives}
            renderLink={renderAppLink}
            className="justify-center"
          />
          {facts.length > 0 ? (
            <dl className="grid w-full gap-2 border-t border-border pt-3 text-left text-sm">
              {facts.map(([term, value]) => (
                <div key={term} className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {aside}
        </CardContent>
      </Card>

      <div className="grid min-w-0 gap-6">
        <section aria-labelledby="profile-about" className="grid gap-2">
          <h2 id="profile-about" className="text-lg font-semibold">
            About
          </h2>
          {profile.bio ? (
            <p className="text-sm break-words whitespace-pre-line">{profile.bio}</p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {profile.name} hasn&apos;t written a bio yet.
            </p>
          )}
        </section>
        <section aria-labelledby="profile-skills" className="grid gap-2">
          <h2 id="profile-skills" className="text-lg font-semibold">
            Skills
          </h2>
          {skills.isPending && profile.skills.length > 0 ? (
            <div role="status" aria-label="Loading skills" className="flex gap-2">
              <Skeleton className="h-5 w-16" />
              <Skeleton className="h-5 w-20" />
              <Skeleton className="h-5 w-14" />
            </div>
          ) : skillNames.length > 0 ? (
            <SkillList names={skillNames} />
          ) : (
            <p className="text-sm text-muted-foreground">No skills added yet.</p>
          )}
        </section>
        {/* Issue 18: what the other sides of their marketplace orders wrote, with the average. */}
        <ConnectedProfileReviews
          userId={profile.userId}
          rating={profile.serviceRating}
          className="grid gap-2"
        />
      </div>
    </div>
  );
}

/** The shape of {@link ProfileDetails} while the profile loads. */
export function ProfileDetailsSkeleton({ label = 'Loading profile' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start"
    >
      <Card className="items-center gap-3 px-6">
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-24" />
      </Card>
      <div className="grid gap-3">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-6 w-20" />
      </div>
    </div>
  );
}

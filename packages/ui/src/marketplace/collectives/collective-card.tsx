import type { CollectiveSummary } from '@hireloop/sdk/schemas';
import { BadgeCheck, Users } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { RenderLinkProps } from '../shell/render-link';
import { Badge } from '../../primitives/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';
import { SkillList } from '../lists/skill-list';
import { namesOf, type SkillNames } from '../lists/skill-names';
import { CollectiveLogo } from './collective-logo';
import { COLLECTIVE_TEXTS as TEXTS } from './texts';

export type CollectiveCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  collective: CollectiveSummary;
  /** Skill names by id; unknown ids are not shown. */
  skillNames?: SkillNames;
  /** Renders the name's link to the collective's page (your router's); a plain `<a>` when absent. */
  renderLink?: (props: RenderLinkProps) => ReactNode;
  /** The element of the name (the level the page's outline needs). @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/**
 * A collective in /collective (issue 17): logo, name (linking to its page), tagline, member
 * count, rate range, how to join, skills. Texts are text, never HTML.
 */
export function CollectiveCard({
  collective,
  skillNames,
  renderLink,
  titleAs: Title = 'h3',
  className,
  ...props
}: CollectiveCardProps) {
  const nameId = useId();
  const href = `/collective/${encodeURIComponent(collective.slug)}`;
  const linkClassName =
    'hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
  const rates = TEXTS.rateRange(collective.rateMin, collective.rateMax);
  return (
    <Card
      role="article"
      aria-labelledby={nameId}
      data-slot="collective-card"
      className={cn('gap-4', className)}
      {...props}
    >
      <CardHeader className="grid-cols-[auto_1fr] gap-x-3">
        <CollectiveLogo collective={collective} className="row-span-2" />
        <CardTitle>
          <Title id={nameId} className="text-base leading-snug font-semibold break-words">
            {renderLink ? (
              renderLink({ href, className: linkClassName, children: collective.name })
            ) : (
              <a href={href} className={linkClassName}>
                {collective.name}
              </a>
            )}
          </Title>
        </CardTitle>
        <CardDescription className="break-words">{collective.tagline}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            {TEXTS.members(collective.memberCount)}
          </li>
          {/* Issue 18: members whose identity Hireloop verified. */}
          {collective.verifiedMemberCount ? (
            <li className="inline-flex items-center gap-1.5">
              <BadgeCheck aria-hidden="true" className="size-4 text-success" />
              {collective.verifiedMemberCount} verified
            </li>
          ) : null}
          {rates ? <li className="font-medium text-foreground">{rates}</li> : null}
          <li>
            <Badge variant="secondary">{TEXTS.policies[collective.joinPolicy]}</Badge>
          </li>
        </ul>
        <SkillList names={namesOf(collective.skills, skillNames)} />
      </CardContent>
    </Card>
  );
}

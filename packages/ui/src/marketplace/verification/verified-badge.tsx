import type { VerificationBadge } from '@hireloop/sdk/schemas';
import { VERIFICATION_KIND_LABELS } from '@hireloop/sdk';
import { BadgeCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';

/** The badge's words (kept here so the cards that show it load nothing more). */
const TEXTS = {
  verified: 'Verified',
  verifiedTitle: 'Identity verified by Hireloop',
  badgeKinds: 'Verified',
} as const;

export type VerifiedBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The person's badge (profiles and talent cards carry it); nothing shows when not verified. */
  badge: VerificationBadge | undefined;
};

/**
 * "Verified" (issue 18): shown when an admin approved the person's identity — the one mark others
 * see; never a document. Nothing at all otherwise.
 */
export function VerifiedBadge({ badge, className, ...props }: VerifiedBadgeProps) {
  if (!badge?.verified) return null;
  return (
    <Badge
      data-slot="verified-badge"
      variant="success"
      title={TEXTS.verifiedTitle}
      className={cn('gap-1', className)}
      {...props}
    >
      <BadgeCheck aria-hidden="true" />
      {TEXTS.verified}
    </Badge>
  );
}

export type VerificationKindsProps = Omit<ComponentProps<'ul'>, 'children'> & {
  badge: VerificationBadge | undefined;
};

/**
 * What else is verified, for a profile page: "Email", "Company domain · acme.com", "Portfolio"…
 * Nothing when nothing is.
 */
export function VerificationKinds({ badge, className, ...props }: VerificationKindsProps) {
  if (!badge?.kinds.length) return null;
  return (
    <ul
      data-slot="verification-kinds"
      aria-label={TEXTS.badgeKinds}
      className={cn('flex flex-wrap gap-1.5', className)}
      {...props}
    >
      {badge.kinds.map((kind) => (
        <li key={kind}>
          <Badge variant="outline" className="gap-1">
            <BadgeCheck aria-hidden="true" className="text-success" />
            {VERIFICATION_KIND_LABELS[kind]}
            {kind === 'company_domain' && badge.companyDomain ? ` · ${badge.companyDomain}` : ''}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

import type { AccountType } from '@hireloop/sdk';
import { Building2Icon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { NAV_ITEMS } from './navigation';
import { defaultRenderLink, type NavigateHandler, type RenderLink } from './render-link';
import { SHELL_TEXTS } from '../../labels';

/** What the profile card shows of the signed-in user (SPEC §3 User and profile fields). */
export interface ProfileCardInfo {
  /** The user's name (the talent's avatar initials and caption). */
  name: string;
  /** The talent's profile image; the generated avatar shows without it. */
  profileImage?: string | null;
  /** The employer's company name, shown when there is no logo. */
  companyName?: string | null;
  /** The employer's company logo. */
  companyLogo?: string | null;
}

export type ProfileCardProps = ComponentProps<'div'> &
  ProfileCardInfo & {
    /** Which account the user acts as now. */
    accountType: AccountType;
    /** Renders the `TEXTS.shell.completeCompanyProfile` link. @default a plain `<a href>` */
    renderLink?: RenderLink;
    /** Called when the `TEXTS.shell.completeCompanyProfile` link is clicked. */
    onNavigate?: NavigateHandler;
  };

/**
 * SPEC §2: "The profile card shows the employer's company logo or name (`TEXTS.shell.completeCompanyProfile`
 * if missing), or the talent's profile image with a generated avatar as fallback and the label
 * `TEXTS.shell.talentAccount`". The missing-company text links to the profile page.
 */
export function ProfileCard({
  accountType,
  name,
  profileImage,
  companyName,
  companyLogo,
  renderLink = defaultRenderLink,
  onNavigate,
  className,
  ...props
}: ProfileCardProps) {
  return (
    <div
      data-slot="profile-card"
      data-account-type={accountType}
      className={cn(
        'flex min-h-14 items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground',
        className,
      )}
      {...props}
    >
      {accountType === 'talent' ? (
        <>
          <GeneratedAvatar name={name} src={profileImage} alt="" className="size-10" />
          <div className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{name}</span>
            <span className="text-muted-foreground">{SHELL_TEXTS.talentAccount}</span>
          </div>
        </>
      ) : companyLogo ? (
        <img
          src={companyLogo}
          alt={SHELL_TEXTS.companyLogo(companyName)}
          className="h-10 max-w-full object-contain"
        />
      ) : companyName ? (
        <>
          <Building2Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <span className="truncate font-medium">{companyName}</span>
        </>
      ) : (
        renderLink({
          href: NAV_ITEMS.profile.href,
          onClick: onNavigate ? (event) => onNavigate(NAV_ITEMS.profile.href, event) : undefined,
          className:
            'flex items-center gap-3 rounded-md font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
          children: (
            <>
              <Building2Icon aria-hidden="true" className="size-5 shrink-0" />
              {SHELL_TEXTS.completeCompanyProfile}
            </>
          ),
        })
      )}
    </div>
  );
}

import type { ShellSkeletonHeading } from '../../app/ShellSkeleton';

/**
 * The home's heading, the same for both account types: the build writes it into the page the
 * server sends for `/` (vite.config.ts), with the user's name filled in by the server, so it is
 * painted before any script runs. The account type the home shows is chosen in the browser
 * (SPEC §4: stored per user there), so the server could not pick a heading per account type.
 */
export function homeHeading(name: string | undefined): ShellSkeletonHeading {
  return {
    title: 'Home',
    description: `${name ? `Welcome back, ${name}. ` : ''}Your plan, your latest activity and what is new for you.`,
  };
}

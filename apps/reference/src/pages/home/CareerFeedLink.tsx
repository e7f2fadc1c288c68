import { buttonVariants } from '@hireloop/ui';
import { AppLink } from '../../lib/AppLink';

/**
 * The career feed's entry point (issue 17): SPEC's nav lists no career feed, so both homes carry
 * this link in their header (see the reference README).
 */
export function CareerFeedLink() {
  return (
    <AppLink href="/career-feed" className={buttonVariants({ variant: 'outline' })}>
      Career feed
    </AppLink>
  );
}

import { TEXTS } from '@hireloop/sdk/constants';
import { House } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../../primitives/button';

/** Designed: the label of the way back (SPEC §2 shows only the title and the text). */
export const NOT_FOUND_HOME_LABEL = 'Go to Home';

/** What `renderLink` receives: render your router's link with these. */
export interface NotFoundLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export type NotFoundProps = ComponentProps<'div'> & {
  /** Where "Go to Home" leads. @default '/' */
  homeHref?: string;
  /** Renders the home link with your router (e.g. `(p) => <Link to={p.href} {...p} />`). */
  renderLink?: (props: NotFoundLinkProps) => ReactNode;
  /** Called by the home button instead of a link (e.g. `navigate('/')`); wins over the link. */
  onHome?: () => void;
};

/**
 * The 404 page of SPEC §2: `TEXTS.notFound.title` and "The page you're looking for doesn't exist or
 * has been moved.", with a way home (a plain link by default).
 */
export function NotFound({
  homeHref = '/',
  renderLink,
  onHome,
  className,
  children,
  ...props
}: NotFoundProps) {
  const content = (
    <>
      <House aria-hidden="true" />
      {NOT_FOUND_HOME_LABEL}
    </>
  );
  const linkClassName = buttonVariants();
  return (
    <div
      data-slot="not-found"
      className={cn(
        'flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center',
        className,
      )}
      {...props}
    >
      <h1 className="text-3xl font-bold tracking-tight">{TEXTS.notFound.title}</h1>
      <p className="max-w-md text-muted-foreground">{TEXTS.notFound.description}</p>
      {children}
      {onHome ? (
        <Button type="button" onClick={onHome}>
          {content}
        </Button>
      ) : renderLink ? (
        renderLink({ href: homeHref, className: linkClassName, children: content })
      ) : (
        <a href={homeHref} className={linkClassName}>
          {content}
        </a>
      )}
    </div>
  );
}

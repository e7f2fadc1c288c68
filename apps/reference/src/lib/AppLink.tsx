import { useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';
import { Link } from './router';
import type { RenderLinkProps } from '@hireloop/ui';
import { prefetchOnHover } from './prefetch';

export type AppLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { href: string };

/**
 * The router's link with hover prefetch: after the pointer (or focus) rests on it for 80 ms, the
 * target page's chunk is fetched. External and checkout links stay plain anchors.
 */
export function AppLink({
  href,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: AppLinkProps) {
  const cancel = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  const start = () => {
    cancel.current?.();
    cancel.current = prefetchOnHover(href);
  };
  const stop = () => {
    cancel.current?.();
    cancel.current = undefined;
  };
  return (
    <Link
      to={href}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        start();
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        stop();
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        start();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        stop();
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

/** `renderLink` for the ui shell and lists: their links become router links with prefetch. */
export function renderAppLink(props: RenderLinkProps) {
  return <AppLink {...props} />;
}

import type { ComponentProps, MouseEvent, ReactElement, ReactNode } from 'react';

/**
 * What the shell hands to `renderLink`: the route, the content, the shell's classes, and any
 * other anchor props (`aria-current`, `onClick`, and the menu props Radix adds). Spread them all
 * onto the anchor your router renders.
 */
export type RenderLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  href: string;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
};

/** Renders a shell link; pass your router's link (`(props) => <Link {...props} />`). */
export type RenderLink = (props: RenderLinkProps) => ReactElement;

/**
 * Called when a shell link is clicked, before the browser or router navigates. Call
 * `event.preventDefault()` to route yourself.
 */
export type NavigateHandler = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/** The default link: a plain `<a href>`, so the shell works without a router. */
export const defaultRenderLink: RenderLink = (props) => <a {...props} />;

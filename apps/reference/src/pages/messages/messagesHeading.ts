import type { ShellSkeletonHeading } from '../../app/ShellSkeleton';

/** /messages' heading: the page's, and the one the build writes into the page the server sends. */
export const MESSAGES_HEADING = {
  title: 'Messages',
  description: 'Direct conversations and group chats.',
} as const satisfies ShellSkeletonHeading;

export { ConnectedAppShell } from './connected-app-shell';
export { ConnectedStickyMessageBanner } from './connected-sticky-message-banner';
export type { ConnectedAppShellProps } from './connected-app-shell';
export { ConnectedWaitlistModal } from './connected-waitlist-modal';
export type { ConnectedWaitlistModalProps } from './connected-waitlist-modal';

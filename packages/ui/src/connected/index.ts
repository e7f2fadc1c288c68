export { ConnectedAppShell } from './connected-app-shell';
export { ConnectedStickyMessageBanner } from './connected-sticky-message-banner';
export type { ConnectedAppShellProps } from './connected-app-shell';

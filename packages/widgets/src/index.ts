/**
 * @hireloop/widgets — the widgets partner sites embed. Most partners need no install: one script
 * tag (the loader) and one element. This entry is for sites that bundle their own code: define
 * the elements with the Hireloop origin, and type their events. React: `@hireloop/widgets/react`.
 */
export { defineHireloopElements, EMBED_PATH, HANDSHAKE_GRACE_MS, WIDGET_TAGS } from './elements';
export type { DefineOptions } from './elements';
export { ERROR_MESSAGES } from './events';
export type {
  HireloopCheckoutCanceledDetail,
  HireloopErrorDetail,
  HireloopJobRequestEventMap,
  HireloopReadyDetail,
  HireloopResizeDetail,
  HireloopSubmittedDetail,
  HireloopSubscribedDetail,
  HireloopSubscriptionEventMap,
  HireloopWidgetEventMap,
} from './events';
export { PROTOCOL_VERSION, acceptHello, parseFrameMessage, parseHostMessage } from './protocol';
export type {
  FrameMessage,
  FrameMessages,
  FrameMessageType,
  HostMessage,
  HostMessages,
  HostMessageType,
  Message,
} from './protocol';
export { THEME_VARIABLES } from './theming';
export type { ThemeVariable } from './theming';
export type { HireloopJobRequestElement, HireloopSubscriptionElement } from './types';

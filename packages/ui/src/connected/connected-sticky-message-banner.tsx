import { useMarkStickyMessageRead, useStickyMessages } from '@hireloop/hooks';
import {
  StickyMessageBanner,
  type StickyMessageBannerProps,
} from '../marketplace/shell/sticky-message-banner';

/** The admin sticky messages the user has not read, fed from the hooks; "Mark as read" saves it. */
export function ConnectedStickyMessageBanner(
  props: Omit<StickyMessageBannerProps, 'messages' | 'onRead'>,
) {
  const messages = useStickyMessages().data ?? [];
  const markRead = useMarkStickyMessageRead();
  return (
    <StickyMessageBanner {...props} messages={messages} onRead={(id) => markRead.mutate(id)} />
  );
}

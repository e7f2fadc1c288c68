import type { Message } from '@hireloop/sdk';

let lastPendingId = 0;

/**
 * A temporary id for a message being sent: below zero, so it never meets a server id (those are
 * positive), and unique in this page's life.
 */
export const nextPendingMessageId = (): number => --lastPendingId;

/** Whether a message is still on its way (an optimistic send): show it as "sending". */
export const isPendingMessage = (message: Pick<Message, 'id'>): boolean => message.id < 0;

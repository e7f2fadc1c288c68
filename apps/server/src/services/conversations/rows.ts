/** The columns a conversation query selects and their API shapes (the sdk's schemas). */
import type { Message, UserSummary } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import type { conversationMembers, conversations } from '../../db/schema';
import { messages, users } from '../../db/schema';
import type { Role } from '@hireloop/sdk';

export type Q = Db | Tx;

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const GROUP_NOT_FOUND = 'Group not found';

export const summaryColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  profileImage: users.profileImage,
  companyLogo: users.companyLogo,
};
export type SummaryRow = {
  id: number;
  name: string;
  role: Role;
  profileImage: string | null;
  companyLogo: string | null;
};
export const toSummary = (row: SummaryRow): UserSummary => ({
  id: row.id,
  name: row.name,
  role: row.role,
  image: (row.role === 'talent' ? row.profileImage : row.companyLogo) ?? null,
});

export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  senderName: users.name,
  body: messages.body,
  createdAt: messages.createdAt,
};
export type MessageRow = {
  id: number;
  conversationId: number;
  senderId: number;
  senderName: string;
  body: string;
  createdAt: Date;
};
export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  senderName: row.senderName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;

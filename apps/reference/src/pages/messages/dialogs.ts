// The lazily loaded chunk of MessagesPage's dialogs (one chunk: they share the form, the schemas
// and Radix's dialog).
export { GroupMembersDialog } from './GroupMembersDialog';
export { NewConversationDialog } from './NewConversationDialog';
export { NewGroupDialog } from './NewGroupDialog';

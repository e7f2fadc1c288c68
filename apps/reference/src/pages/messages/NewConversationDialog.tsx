import { serverMessage, useOpenConversation } from '@hireloop/hooks';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Spinner,
} from '@hireloop/ui';
import { PeopleSearch } from './PeopleSearch';

export interface NewConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the conversation (the pair's existing one, or a new one). */
  onOpened: (conversationId: number) => void;
}

/** "New message": find a person and open the direct conversation with them. */
export function NewConversationDialog({
  open,
  onOpenChange,
  onOpened,
}: NewConversationDialogProps) {
  const openConversation = useOpenConversation();
  const pendingId = openConversation.isPending ? openConversation.variables : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New message</DialogTitle>
          <DialogDescription>
            Choose who to write to. If you already have a conversation with them, it opens.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PeopleSearch
            renderAction={(person) => (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Message ${person.name}`}
                disabled={openConversation.isPending}
                onClick={() =>
                  openConversation.mutate(person.id, {
                    onSuccess: (conversation) => onOpened(conversation.id),
                  })
                }
              >
                {pendingId === person.id ? <Spinner size="sm" aria-hidden="true" /> : null}
                Message
              </Button>
            )}
          />
        ) : null}
        {openConversation.error ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(openConversation.error) ?? 'The conversation could not be opened.'}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

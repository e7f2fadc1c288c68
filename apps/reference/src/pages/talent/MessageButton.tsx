import { useNavigate } from '../../lib/router';
import { serverMessage, toast, useOpenConversation } from '@hireloop/hooks';
import { TEXTS } from '@hireloop/sdk/constants';
import { Button, type ButtonProps } from '@hireloop/ui';
import { ButtonSpinner } from '../auth/ButtonSpinner';

/**
 * "Message": opens (or creates) the direct conversation with a user, then shows it on
 * /messages?conversation=<id> — the query parameter the messages page reads.
 */
export function MessageButton({
  userId,
  variant = 'outline',
  ...props
}: { userId: number } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      variant={variant}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(userId, {
          onSuccess: (conversation) => void navigate(`/messages?conversation=${conversation.id}`),
          // Nothing else on the page can show why (as the hooks do for a refused message).
          onError: (error) =>
            toast({
              title: TEXTS.error,
              description: serverMessage(error) ?? 'The conversation could not be opened.',
              variant: 'destructive',
            }),
        })
      }
      {...props}
    >
      {open.isPending ? <ButtonSpinner /> : null}
      Message
    </Button>
  );
}

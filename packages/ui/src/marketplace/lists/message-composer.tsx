import { MESSAGE_BODY_MAX } from '@hireloop/sdk/constants';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type ComponentProps, type FormEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';

export type MessageComposerProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** Called with the message exactly as written (not trimmed); never with a blank one. */
  onSend: (body: string) => void;
  /** Disables the box and Send (e.g. the conversation is read-only). */
  disabled?: boolean;
  /** The box's label, read by screen readers. @default 'Message' */
  label?: string;
  /** @default 'Write a message…' */
  placeholder?: string;
};

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line; a blank message is not
 * sent; the box empties once sent (the thread shows it as "Sending…" until stored).
 */
export function MessageComposer({
  onSend,
  disabled = false,
  label = 'Message',
  placeholder = 'Write a message…',
  className,
  ...props
}: MessageComposerProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const blank = body.trim() === '';

  const send = () => {
    if (disabled || blank) return;
    onSend(body);
    setBody('');
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing text uses Enter to pick a word, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      data-slot="message-composer"
      className={cn('flex items-end gap-2', className)}
      onSubmit={onSubmit}
      {...props}
    >
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={MESSAGE_BODY_MAX}
        disabled={disabled}
        rows={1}
        className="max-h-40 min-h-10 flex-1 resize-none"
      />
      <Button type="submit" disabled={disabled || blank}>
        <SendHorizontal aria-hidden="true" />
        Send
      </Button>
    </form>
  );
}

import type { Registration } from '@hireloop/sdk/schemas';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { EVENT_TEXTS as TEXTS } from './texts';

export interface RegistrationListProps {
  registrations: readonly Registration[];
  onApprove?: (registration: Registration) => void;
  onDecline?: (registration: Registration) => void;
  busy?: boolean;
}

/** The event's registrations as its hosts see them (issue 17: names only to hosts). */
export function RegistrationList({
  registrations,
  onApprove,
  onDecline,
  busy,
}: RegistrationListProps) {
  const shown = registrations.filter((r) => r.state !== 'cancelled');
  if (!shown.length)
    return <p className="text-sm text-muted-foreground">{TEXTS.noRegistrations}</p>;
  return (
    <ul className="flex flex-col divide-y rounded-lg border">
      {shown.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span className="min-w-0 break-words">
            {r.user.name}
            {r.position !== null ? (
              <span className="text-muted-foreground"> · #{r.position}</span>
            ) : null}
          </span>
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={r.state === 'pending' ? 'warning' : 'outline'}>
              {TEXTS.hostStates[r.state]}
            </Badge>
            {r.state === 'pending' && onApprove ? (
              <Button
                size="sm"
                onClick={() => onApprove(r)}
                disabled={busy}
                aria-label={`${TEXTS.approve} ${r.user.name}`}
              >
                {TEXTS.approve}
              </Button>
            ) : null}
            {r.state !== 'attended' && onDecline ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onDecline(r)}
                disabled={busy}
                aria-label={`${TEXTS.decline} ${r.user.name}`}
              >
                {TEXTS.decline}
              </Button>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface CheckInFormProps {
  onCheckIn: (code: string) => void;
  submitting?: boolean;
  /** The server's or the schema's error on the code. */
  error?: string;
  /** The last success, e.g. "Ada is checked in". */
  done?: ReactNode;
}

/** A host types an attendee's code to check them in. */
export function CheckInForm({ onCheckIn, submitting, error, done }: CheckInFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        onCheckIn(code);
      }}
    >
      <Label htmlFor={`${id}-code`}>{TEXTS.checkInLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={code}
          autoComplete="off"
          className="max-w-40 font-mono uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-code-status`}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={submitting}>
          {TEXTS.checkIn}
        </Button>
      </div>
      <p
        id={`${id}-code-status`}
        role="status"
        className={error ? 'text-sm text-destructive' : 'text-sm'}
      >
        {error ?? done ?? null}
      </p>
    </form>
  );
}

export interface MessageFormProps {
  onSend: (body: string) => void;
  submitting?: boolean;
  error?: string;
  done?: ReactNode;
}

/** A host messages everyone registered (each gets a notification). */
export function MessageForm({ onSend, submitting, error, done }: MessageFormProps) {
  const id = useId();
  const [body, setBody] = useState('');
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(body);
      }}
    >
      <Label htmlFor={`${id}-body`}>{TEXTS.messageLabel}</Label>
      <Textarea
        id={`${id}-body`}
        rows={3}
        value={body}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-body-status`}
        onChange={(e) => setBody(e.target.value)}
      />
      <p
        id={`${id}-body-status`}
        role="status"
        className={error ? 'text-sm text-destructive' : 'text-sm'}
      >
        {error ?? done ?? null}
      </p>
      <Button type="submit" disabled={submitting} className="self-start">
        {TEXTS.send}
      </Button>
    </form>
  );
}

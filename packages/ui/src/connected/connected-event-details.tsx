import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useApproveRegistration,
  useCancelEvent,
  useCheckInAttendee,
  useClaimEventOffer,
  useDeclineRegistration,
  eventsClient,
  useEvent,
  useEventRegistrations,
  useHireloop,
  useMessageAttendees,
  usePublishEvent,
  useRegisterForEvent,
  useSkills,
  useUnregisterFromEvent,
  useUpdateEvent,
} from '@hireloop/hooks';
import { checkInInputSchema, eventMessageInputSchema, formatZodError } from '@hireloop/sdk/schemas';
import type { EventDetails as EventDetailsData } from '@hireloop/sdk/schemas';
import { useState } from 'react';
import { EventDetails } from '../marketplace/events/event-details';
import { EventForm } from '../marketplace/events/event-form';
import { CheckInForm, MessageForm, RegistrationList } from '../marketplace/events/host-tools';
import { EVENT_TEXTS as TEXTS } from '../marketplace/events/texts';
import { ErrorState } from '../marketplace/lists/error-state';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../overlays/alert-dialog';
import { Button, buttonVariants } from '../primitives/button';
import { Skeleton } from '../primitives/skeleton';

const failed = (error: unknown) =>
  toast({ title: TEXTS.actionFailed, description: serverMessage(error), variant: 'destructive' });

/** The hosts' tools: publish, edit, cancel; registrations (approve, decline); check-in; message. */
function HostTools({ event }: { event: EventDetailsData }) {
  const registrations = useEventRegistrations(event.id, event.canManage);
  const publish = usePublishEvent();
  const cancel = useCancelEvent();
  const update = useUpdateEvent();
  const approve = useApproveRegistration();
  const decline = useDeclineRegistration();
  const checkIn = useCheckInAttendee();
  const message = useMessageAttendees();
  const skills = useSkills();
  const [editing, setEditing] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [checked, setChecked] = useState<string>();
  const [messageError, setMessageError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const updateErrors = fieldErrorsOf(update.error);
  const editable = event.status !== 'cancelled';
  const busy = approve.isPending || decline.isPending;

  return (
    <section
      aria-labelledby="event-host-tools"
      className="flex flex-col gap-6 rounded-lg border p-4"
    >
      <h2 id="event-host-tools" className="text-lg font-semibold">
        {TEXTS.hostTools}
      </h2>
      {editable ? (
        <div className="flex flex-wrap gap-2">
          {event.status === 'draft' ? (
            <Button
              onClick={() => publish.mutate(event.id, { onError: failed })}
              disabled={publish.isPending}
            >
              {TEXTS.publish}
            </Button>
          ) : null}
          <Button variant="outline" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
            {TEXTS.edit}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="destructive" disabled={cancel.isPending}>
                {TEXTS.cancelEvent}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{TEXTS.cancelEvent}</AlertDialogTitle>
                <AlertDialogDescription>{TEXTS.cancelEventConfirm}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{TEXTS.keepEvent}</AlertDialogCancel>
                <AlertDialogAction
                  className={buttonVariants({ variant: 'destructive' })}
                  onClick={() => cancel.mutate(event.id, { onError: failed })}
                >
                  {TEXTS.cancelEvent}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      ) : null}
      {editing && editable ? (
        <EventForm
          event={event}
          skills={(skills.data ?? []).map((s) => ({ id: s.id, name: s.name }))}
          submitting={update.isPending}
          serverErrors={update.isError ? updateErrors : undefined}
          error={
            update.isError && Object.keys(updateErrors).length === 0
              ? (serverMessage(update.error) ?? TEXTS.actionFailed)
              : null
          }
          onCancel={() => setEditing(false)}
          onSubmit={({ hostKind: _k, hostCollectiveId: _c, ...values }) =>
            update.mutate(
              { id: event.id, event: values },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast({ title: TEXTS.saved, description: event.title });
                },
              },
            )
          }
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">
          {TEXTS.registrations}
          {event.pendingCount ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {TEXTS.pendingCount(event.pendingCount)}
            </span>
          ) : null}
        </h3>
        {registrations.isPending ? (
          <Skeleton role="status" aria-label={TEXTS.registrations} className="h-24 w-full" />
        ) : registrations.isError ? (
          <ErrorState
            title={TEXTS.eventFailed}
            message={serverMessage(registrations.error)}
            onRetry={() => void registrations.refetch()}
            titleAs="h4"
          />
        ) : (
          <RegistrationList
            registrations={registrations.data ?? []}
            busy={busy}
            onApprove={(r) =>
              approve.mutate({ eventId: event.id, registrationId: r.id }, { onError: failed })
            }
            onDecline={(r) =>
              decline.mutate({ eventId: event.id, registrationId: r.id }, { onError: failed })
            }
          />
        )}
      </div>
      {event.status === 'published' ? (
        <CheckInForm
          submitting={checkIn.isPending}
          error={codeError}
          done={checked}
          onCheckIn={(code) => {
            setChecked(undefined);
            const parsed = checkInInputSchema.safeParse({ code });
            if (!parsed.success) {
              setCodeError(formatZodError(parsed.error).fieldErrors.code?.[0]);
              return;
            }
            setCodeError(undefined);
            checkIn.mutate(
              { eventId: event.id, code },
              {
                onSuccess: (r) => setChecked(TEXTS.checkedIn(r.user.name)),
                onError: (error) =>
                  setCodeError(
                    fieldErrorsOf(error).code?.[0] ?? serverMessage(error) ?? TEXTS.actionFailed,
                  ),
              },
            );
          }}
        />
      ) : null}
      {event.status !== 'draft' ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{TEXTS.messageAttendees}</h3>
          <MessageForm
            submitting={message.isPending}
            error={messageError}
            done={sent}
            onSend={(body) => {
              setSent(undefined);
              const parsed = eventMessageInputSchema.safeParse({ body });
              if (!parsed.success) {
                setMessageError(formatZodError(parsed.error).fieldErrors.body?.[0]);
                return;
              }
              setMessageError(undefined);
              message.mutate(
                { eventId: event.id, body },
                {
                  onSuccess: (result) => setSent(TEXTS.sent(result.sent)),
                  onError: (error) => setMessageError(serverMessage(error) ?? TEXTS.actionFailed),
                },
              );
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

export interface ConnectedEventDetailsProps {
  id: number;
  className?: string;
}

/**
 * /events/{id} (issue 17): the event, the viewer's registration (register, cancel, claim an
 * offer), add to calendar, and the host tools for its hosts. Live events refresh it.
 */
export function ConnectedEventDetails({ id, className }: ConnectedEventDetailsProps) {
  const { client } = useHireloop();
  const event = useEvent(id);
  const register = useRegisterForEvent();
  const unregister = useUnregisterFromEvent();
  const claim = useClaimEventOffer();
  if (event.isPending)
    return <Skeleton role="status" aria-label={TEXTS.pageTitle} className="h-64 w-full" />;
  if (event.isError || !event.data)
    return (
      <ErrorState
        title={TEXTS.eventFailed}
        message={serverMessage(event.error)}
        onRetry={() => void event.refetch()}
      />
    );
  const busy = register.isPending || unregister.isPending || claim.isPending;
  const title = event.data.title;
  return (
    <EventDetails
      className={className}
      event={event.data}
      calendarHref={eventsClient(client).calendarPath(id)}
      busy={busy}
      onRegister={() =>
        register.mutate(id, {
          onSuccess: () => toast({ title: TEXTS.registered, description: title }),
          onError: failed,
        })
      }
      onUnregister={() => unregister.mutate(id, { onError: failed })}
      onClaim={() => claim.mutate(id, { onError: failed })}
      hostTools={event.data.canManage ? <HostTools event={event.data} /> : null}
    />
  );
}

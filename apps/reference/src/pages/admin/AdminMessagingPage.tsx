import { useState } from 'react';
import {
  fieldErrorsOf,
  serverMessage,
  useCreateStickyMessage,
  useManageStickyMessages,
  useRetireStickyMessage,
  useUpdateStickyMessage,
} from '@hireloop/hooks';
import type { AdminStickyMessage } from '@hireloop/sdk/schemas';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  ErrorState,
  ListSkeleton,
  Spinner,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { StickyMessageForm } from './StickyMessageForm';
import { AUDIENCE_LABELS, formatStamp, isShowing, LEVEL_BADGES, LEVEL_LABELS } from './stickyText';

type Editing = { mode: 'create' } | { mode: 'edit'; message: AdminStickyMessage } | null;

/**
 * /admin/messaging: the admin sticky messages (SPEC §2 "admin sticky messages") — every one, active
 * first, with create, edit and retire. Users see the active ones for their account type above
 * every page until they mark them read.
 */
export default function AdminMessagingPage() {
  const sticky = useManageStickyMessages();
  const create = useCreateStickyMessage();
  const update = useUpdateStickyMessage();
  const retire = useRetireStickyMessage();
  const [editing, setEditing] = useState<Editing>(null);
  const [retiring, setRetiring] = useState<AdminStickyMessage | null>(null);

  const messages = sticky.data ?? [];
  const showing = messages.filter((message) => isShowing(message));
  const past = messages.filter((message) => !isShowing(message));

  const saving = editing?.mode === 'edit' ? update : create;
  const saveError =
    saving.error && Object.keys(fieldErrorsOf(saving.error)).length === 0
      ? (serverMessage(saving.error) ?? 'The message could not be saved. Please try again.')
      : null;

  const openEditor = (next: Editing) => {
    create.reset();
    update.reset();
    setEditing(next);
  };

  const list = (items: AdminStickyMessage[], active: boolean) => (
    <ul className="flex flex-col gap-3">
      {items.map((message) => (
        <li key={message.id}>
          <Card className="gap-3 py-4">
            <CardContent className="flex flex-col gap-2 px-4">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={LEVEL_BADGES[message.level]}>{LEVEL_LABELS[message.level]}</Badge>
                <Badge variant="outline">{AUDIENCE_LABELS[message.audience]}</Badge>
                {message.retiredAt ? (
                  <Badge variant="secondary">Retired</Badge>
                ) : !active ? (
                  <Badge variant="secondary">Ended</Badge>
                ) : null}
              </div>
              <h3 className="font-semibold break-words">{message.title}</h3>
              <p className="text-sm break-words whitespace-pre-wrap">{message.body}</p>
              <p className="text-xs text-muted-foreground">
                Created {formatStamp(message.createdAt)}
                {message.updatedAt !== message.createdAt
                  ? ` · edited ${formatStamp(message.updatedAt)}`
                  : ''}
                {message.retiredAt
                  ? ` · retired ${formatStamp(message.retiredAt)}`
                  : message.endsAt
                    ? ` · ${active ? 'ends' : 'ended'} ${formatStamp(message.endsAt)}`
                    : ' · no end date'}
              </p>
              {message.retiredAt === null ? (
                <div className="flex flex-wrap gap-2 pt-1">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Edit: ${message.title}`}
                    onClick={() => openEditor({ mode: 'edit', message })}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Retire: ${message.title}`}
                    onClick={() => {
                      retire.reset();
                      setRetiring(message);
                    }}
                  >
                    Retire
                  </Button>
                </div>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );

  return (
    <Page className="max-w-4xl">
      <AppLink
        href="/admin"
        className="mb-3 inline-block text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">← </span>Admin
      </AppLink>
      <PageHeader
        title="Sticky messages"
        description="Notices shown above every page to everyone, or to employers or talent only, until each person marks them read."
        actions={
          <Button type="button" onClick={() => openEditor({ mode: 'create' })}>
            New sticky message
          </Button>
        }
      />

      {sticky.isPending ? (
        <ListSkeleton label="Loading sticky messages" rows={3} />
      ) : sticky.isError ? (
        <ErrorState
          title="The sticky messages could not be loaded"
          message={serverMessage(sticky.error)}
          onRetry={() => void sticky.refetch()}
          retrying={sticky.isRefetching}
        />
      ) : messages.length === 0 ? (
        <EmptyState
          title="No sticky messages yet"
          description="Write one to announce maintenance, a new feature or a policy change."
          action={
            <Button type="button" onClick={() => openEditor({ mode: 'create' })}>
              New sticky message
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="active-heading" className="flex flex-col gap-3">
            <h2 id="active-heading" className="text-lg font-semibold">
              Active ({showing.length})
            </h2>
            {showing.length > 0 ? (
              list(showing, true)
            ) : (
              <p className="text-sm text-muted-foreground">No message is showing right now.</p>
            )}
          </section>
          {past.length > 0 ? (
            <section aria-labelledby="past-heading" className="flex flex-col gap-3">
              <h2 id="past-heading" className="text-lg font-semibold">
                Retired and ended ({past.length})
              </h2>
              {list(past, false)}
            </section>
          ) : null}
        </div>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>
              {editing?.mode === 'edit' ? 'Edit sticky message' : 'New sticky message'}
            </DialogTitle>
            <DialogDescription>
              {editing?.mode === 'edit'
                ? 'People who already read it will not see it again.'
                : 'It shows at once to the audience you choose.'}
            </DialogDescription>
          </DialogHeader>
          {editing ? (
            <StickyMessageForm
              key={editing.mode === 'edit' ? editing.message.id : 'new'}
              message={editing.mode === 'edit' ? editing.message : undefined}
              pending={saving.isPending}
              error={saveError}
              onCancel={() => setEditing(null)}
              onSave={(values) =>
                (editing.mode === 'edit'
                  ? update.mutateAsync({ id: editing.message.id, ...values })
                  : create.mutateAsync(values as Parameters<typeof create.mutateAsync>[0])
                ).then(() => setEditing(null))
              }
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={retiring !== null} onOpenChange={(open) => !open && setRetiring(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Retire this sticky message?</DialogTitle>
            <DialogDescription>
              “{retiring?.title}” stops showing to everyone at once. It stays in the list under
              Retired, and cannot be shown again.
            </DialogDescription>
          </DialogHeader>
          {retire.error ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(retire.error) ?? 'The message could not be retired. Please try again.'}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep it
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={retire.isPending}
              onClick={() =>
                retiring && retire.mutate(retiring.id, { onSuccess: () => setRetiring(null) })
              }
            >
              {retire.isPending ? <Spinner size="sm" aria-hidden="true" /> : null}
              Retire
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Page>
  );
}

import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useCreatePartner,
  usePartners,
  useRevokePartner,
  useUpdatePartner,
} from '@hireloop/hooks';
import type { Partner } from '@hireloop/sdk/schemas';
import { useState, type ComponentProps } from 'react';
import { PARTNER_TEXTS as TEXTS } from '../labels';
import { PartnerForm } from '../marketplace/partners/partner-form';
import { PartnerList, type PartnerListProps } from '../marketplace/partners/partner-list';

export type ConnectedPartnerManagerProps = Omit<ComponentProps<'div'>, 'children'> &
  Pick<PartnerListProps, 'nameAs'> & {
    /** Hireloop's origin, where partners load the widgets from. @default window.location.origin */
    appOrigin?: string;
    /** Copies a text to the clipboard. @default navigator.clipboard.writeText */
    copy?: (text: string) => Promise<unknown>;
  };

type Editing = { mode: 'create' } | { mode: 'edit'; partner: Partner } | null;

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The admin's partner registry (issue 15), fed from the hooks: the list with "Register partner",
 * "Edit" and "Revoke"; the form in a dialog, which shows the new publishable key and the embed
 * code once a partner is registered. Each change toasts; a refused save shows in the form.
 */
export function ConnectedPartnerManager({
  appOrigin = typeof window === 'undefined' ? '' : window.location.origin,
  copy = clipboardCopy,
  nameAs,
  ...props
}: ConnectedPartnerManagerProps) {
  const partners = usePartners();
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const revoke = useRevokePartner();
  const [editing, setEditing] = useState<Editing>(null);
  const [registered, setRegistered] = useState<Partner | null>(null);

  const saving = editing?.mode === 'edit' ? update : create;
  const fieldErrors = fieldErrorsOf(saving.error);
  const open = (next: Editing) => {
    create.reset();
    update.reset();
    setRegistered(null);
    setEditing(next);
  };

  return (
    <div data-slot="partner-manager" {...props}>
      <PartnerList
        partners={partners.data ?? []}
        loading={partners.isPending}
        error={partners.isError ? (serverMessage(partners.error) ?? true) : undefined}
        onRetry={() => void partners.refetch()}
        retrying={partners.isRefetching}
        onCopyText={copy}
        onRegister={() => open({ mode: 'create' })}
        onEdit={(partner) => open({ mode: 'edit', partner })}
        onRevoke={(partner) =>
          revoke.mutate(partner.id, {
            onSuccess: () =>
              toast({
                title: TEXTS.revokedToast,
                description: TEXTS.revokedToastDescription(partner.name),
              }),
            onError: (error) =>
              toast({
                title: TEXTS.revokeFailed,
                description: serverMessage(error),
                variant: 'destructive',
              }),
          })
        }
        revokingId={revoke.isPending ? revoke.variables : null}
        nameAs={nameAs}
      />
      <PartnerForm
        open={editing !== null}
        onOpenChange={(next) => !next && setEditing(null)}
        partner={editing?.mode === 'edit' ? editing.partner : null}
        submitting={saving.isPending}
        serverErrors={saving.isError ? fieldErrors : undefined}
        error={
          saving.isError && Object.keys(fieldErrors).length === 0
            ? (serverMessage(saving.error) ?? TEXTS.saveFailed)
            : null
        }
        registered={registered ? { partner: registered, appOrigin, onCopyText: copy } : null}
        onSubmit={(values) => {
          if (editing?.mode === 'edit') {
            update.mutate(
              { id: editing.partner.id, ...values },
              {
                onSuccess: (partner) => {
                  setEditing(null);
                  toast({ title: TEXTS.updatedToast, description: partner.name });
                },
              },
            );
          } else {
            create.mutate(values, {
              onSuccess: (partner) => {
                setRegistered(partner);
                toast({ title: TEXTS.registeredToast, description: partner.name });
              },
            });
          }
        }}
      />
    </div>
  );
}

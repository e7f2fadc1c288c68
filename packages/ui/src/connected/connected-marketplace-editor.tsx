import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useCreateService,
  useService,
  useServiceSellers,
  useUpdateService,
} from '@hireloop/hooks';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { ServiceForm } from '../marketplace/services-market/service-form';
import { MARKET_TEXTS as TEXTS } from '../marketplace/services-market/texts';
import { useSkillOptions, ListLoading } from './connected-marketplace-shared';

export interface ConnectedServiceEditorProps {
  /** The service to edit; absent: a new one (a draft, then its page). */
  id?: number;
  /** Called with the saved service's id (say, to open its page). */
  onSaved?: (id: number) => void;
  onCancel?: () => void;
  className?: string;
}

/**
 * Creating or editing a service (issue 18): the form with whom it is sold as (new ones), the skills,
 * the server's field errors in place.
 */
export function ConnectedServiceEditor({
  id,
  onSaved,
  onCancel,
  className,
}: ConnectedServiceEditorProps) {
  const service = useService(id ?? null);
  const sellers = useServiceSellers();
  const skills = useSkillOptions();
  const create = useCreateService();
  const update = useUpdateService();
  const mutation = id === undefined ? create : update;
  const errors = fieldErrorsOf(mutation.error);
  if (id !== undefined && service.isPending) return <ListLoading label={TEXTS.formEditTitle} />;
  if (id !== undefined && (service.isError || !service.data))
    return (
      <ErrorState
        title={TEXTS.serviceFailed}
        message={serverMessage(service.error)}
        onRetry={() => void service.refetch()}
      />
    );
  if (id === undefined && sellers.isPending) return <ListLoading label={TEXTS.formCreateTitle} />;
  if (id === undefined && (sellers.data ?? []).length === 0)
    return (
      <EmptyState
        title={TEXTS.cannotSell}
        description={serverMessage(sellers.error) ?? TEXTS.cannotSellDescription}
      />
    );
  return (
    <ServiceForm
      className={className}
      service={service.data ?? undefined}
      sellers={sellers.data ?? []}
      skills={skills.list}
      submitting={mutation.isPending}
      serverErrors={mutation.isError ? errors : undefined}
      error={
        mutation.isError && Object.keys(errors).length === 0
          ? (serverMessage(mutation.error) ?? TEXTS.actionFailed)
          : null
      }
      onCancel={onCancel}
      onSubmit={(values) => {
        const done = (saved: { id: number; title: string }) => {
          toast({ title: TEXTS.saved, description: saved.title });
          onSaved?.(saved.id);
        };
        if (id === undefined) create.mutate(values, { onSuccess: done });
        else {
          const { sellerKind: _k, collectiveId: _c, ...rest } = values;
          update.mutate({ id, service: rest }, { onSuccess: done });
        }
      }}
    />
  );
}

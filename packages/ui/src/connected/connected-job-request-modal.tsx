import { useMemo } from 'react';
import {
  fieldErrorsOf,
  useAccount,
  useSaveJobRequest,
  useSkills,
  type JobModalState,
} from '@hireloop/hooks';
import { toJobRequestFormValues, type JobRequestFormInput } from '@hireloop/sdk';
import { JobRequestModal } from '../marketplace/forms/job-request-modal';

/** The form's starting values: an edited request's fields, or the type and target it opened with. */
function startingValues({
  jobRequest,
  jobRequestType,
  requestTarget,
}: JobModalState): Partial<JobRequestFormInput> {
  return jobRequest ? toJobRequestFormValues(jobRequest) : { type: jobRequestType, requestTarget };
}

/**
 * The job request modal fed from the account context (SPEC §4): opened by `openJobModal()` (new,
 * or edit with a `jobRequest`), saved with `useSaveJobRequest` — which toasts, refreshes and
 * closes it, or opens the subscription modal on a 403 — with the server's field errors shown.
 */
export function ConnectedJobRequestModal() {
  const { jobModal, closeJobModal } = useAccount();
  const save = useSaveJobRequest();
  const skills = useSkills().data ?? [];
  const serverErrors = useMemo(() => fieldErrorsOf(save.error), [save.error]);
  const editing = jobModal.jobRequest;
  return (
    <JobRequestModal
      // A fresh form for each request opened (react-hook-form reads its defaults once).
      key={
        editing ? `edit-${editing.id}` : `new-${jobModal.jobRequestType}-${jobModal.requestTarget}`
      }
      open={jobModal.open}
      onOpenChange={(open) => {
        if (open) return;
        closeJobModal();
        save.reset();
      }}
      mode={editing ? 'edit' : 'create'}
      defaultValues={startingValues(jobModal)}
      skills={skills}
      selectedTalent={jobModal.selectedTalent}
      submitting={save.isPending}
      serverErrors={serverErrors}
      onSubmit={(values) => save.mutate({ id: editing?.id, values })}
    />
  );
}

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../overlays/dialog';
import { JobRequestForm, type JobRequestFormProps } from './job-request-form';
import { JOB_REQUEST_MODAL_TITLES } from '../../labels';

/** The descriptions under the titles (designed). */
const DESCRIPTIONS = {
  create:
    'Describe the work, the rate and the skills you need. Talent can respond once it is posted.',
  direct: 'Describe the work, the rate and the skills you need. It goes to one talent only.',
  edit: 'Change the details of your job request, then save.',
} as const;

export type JobRequestModalProps = Omit<JobRequestFormProps, 'onCancel'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called by Cancel. @default closes the modal (`onOpenChange(false)`) */
  onCancel?: () => void;
};

/**
 * The job request modal (SPEC §2, §4): `TEXTS.jobRequestModal.create` or `TEXTS.jobRequestModal.edit` with the
 * job request form. The form starts afresh each time the modal opens.
 */
export function JobRequestModal({
  open,
  onOpenChange,
  onCancel,
  mode = 'create',
  selectedTalent,
  ...formProps
}: JobRequestModalProps) {
  const description =
    mode === 'edit'
      ? DESCRIPTIONS.edit
      : selectedTalent
        ? DESCRIPTIONS.direct
        : DESCRIPTIONS.create;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="job-request-modal" className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{JOB_REQUEST_MODAL_TITLES[mode]}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <JobRequestForm
          mode={mode}
          selectedTalent={selectedTalent}
          onCancel={onCancel ?? (() => onOpenChange(false))}
          {...formProps}
        />
      </DialogContent>
    </Dialog>
  );
}

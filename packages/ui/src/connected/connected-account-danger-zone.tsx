import {
  fieldErrorsOf,
  serverMessage,
  useDeleteAccount,
  useExportMyData,
  type ExportMyDataOptions,
} from '@hireloop/hooks';
import { ACCOUNT_DATA_TEXTS } from '../labels';
import {
  AccountDangerZone,
  type AccountDangerZoneProps,
} from '../marketplace/account/account-danger-zone';

export type ConnectedAccountDangerZoneProps = Omit<
  AccountDangerZoneProps,
  | 'onDownload'
  | 'downloading'
  | 'downloadError'
  | 'onDelete'
  | 'deleting'
  | 'deleteFieldErrors'
  | 'deleteError'
> &
  ExportMyDataOptions;

/**
 * The account danger zone fed from the hooks: `useExportMyData` saves the archive as a file,
 * `useDeleteAccount` deletes the account (then the hook signs out and leads to /auth). A wrong
 * password shows under the field; any other refusal (the sign-in limit's 429) in the dialog.
 */
export function ConnectedAccountDangerZone({ save, ...props }: ConnectedAccountDangerZoneProps) {
  const download = useExportMyData({ save });
  const remove = useDeleteAccount();
  const fieldErrors = fieldErrorsOf(remove.error);
  const hasFieldError = Object.keys(fieldErrors).length > 0;
  return (
    <AccountDangerZone
      {...props}
      onDownload={() => download.mutate()}
      downloading={download.isPending}
      downloadError={
        download.isError
          ? (serverMessage(download.error) ?? ACCOUNT_DATA_TEXTS.downloadFailed)
          : undefined
      }
      onDelete={(input) => remove.mutate(input)}
      deleting={remove.isPending || remove.isSuccess}
      deleteFieldErrors={remove.isError ? fieldErrors : undefined}
      deleteError={
        remove.isError && !hasFieldError
          ? (serverMessage(remove.error) ?? ACCOUNT_DATA_TEXTS.deleteFailed)
          : undefined
      }
    />
  );
}

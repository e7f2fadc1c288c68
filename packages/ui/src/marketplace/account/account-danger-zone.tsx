import type { DeleteAccount } from '@hireloop/sdk/schemas';
import { lazy, Suspense, useId, useState, type ComponentProps } from 'react';
import { ACCOUNT_DATA_TEXTS as TEXTS } from '../../labels';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';

/** The confirmation dialog (./delete-account-dialog.tsx), loaded on the button's first use. */
const loadDialog = () => import('./delete-account-dialog');
const DeleteAccountDialog = /* @__PURE__ */ lazy(loadDialog);

export interface AccountDangerZoneProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** "Download my data" was pressed. */
  onDownload: () => void;
  /** The archive is being prepared (the button waits). @default false */
  downloading?: boolean;
  /** Why the last download failed, shown under its button. */
  downloadError?: string;
  /** The deletion was confirmed with a password that passed the sdk's `deleteAccountSchema`. */
  onDelete: (input: DeleteAccount) => void;
  /** The deletion is under way: the dialog stays open and its buttons wait. @default false */
  deleting?: boolean;
  /** The server's field errors of the deletion (`fieldErrorsOf(error)`), shown under the field. */
  deleteFieldErrors?: Record<string, string[]>;
  /** A failure of the deletion that names no field, shown in the dialog. */
  deleteError?: string;
  /** The heading's level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The person's own data (issue 14), presentational: "Download my data", and "Delete account" in
 * a danger zone whose confirmation dialog asks for the password (checked with the sdk's
 * `deleteAccountSchema`; the server's "wrong password" arrives as `deleteFieldErrors`). The
 * dialog cannot be dismissed while the deletion runs. Its code (the dialog, the form library and
 * the schemas) loads when the button is first hovered, focused or pressed.
 */
export function AccountDangerZone({
  onDownload,
  downloading = false,
  downloadError,
  onDelete,
  deleting = false,
  deleteFieldErrors,
  deleteError,
  headingLevel = 2,
  className,
  ...props
}: AccountDangerZoneProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section
      data-slot="account-danger-zone"
      aria-labelledby={`${id}-heading`}
      className={cn('grid gap-6 rounded-lg border border-destructive/60 p-4 sm:p-6', className)}
      {...props}
    >
      <Heading id={`${id}-heading`} className="text-lg font-semibold">
        {TEXTS.heading}
      </Heading>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <Subheading className="font-medium">{TEXTS.downloadTitle}</Subheading>
          <p id={`${id}-download`} className="text-sm text-muted-foreground">
            {TEXTS.downloadDescription}
          </p>
          {downloadError ? (
            <p role="alert" className="text-sm text-destructive">
              {downloadError}
            </p>
          ) : null}
        </div>
        <Button
          type="button"
          variant="outline"
          className="w-full shrink-0 sm:w-fit"
          disabled={downloading}
          aria-busy={downloading}
          aria-describedby={`${id}-download`}
          onClick={onDownload}
        >
          {downloading ? <Spinner /> : null}
          {TEXTS.downloadButton}
        </Button>
      </div>

      <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <Subheading className="font-medium text-destructive">{TEXTS.deleteTitle}</Subheading>
          <p id={`${id}-delete`} className="text-sm text-muted-foreground">
            {TEXTS.deleteDescription}
          </p>
        </div>
        <Button
          type="button"
          variant="destructive"
          className="w-full shrink-0 sm:w-fit"
          aria-describedby={`${id}-delete`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {TEXTS.deleteButton}
        </Button>
        {/* Mounted from the first opening on, so that closing it animates. */}
        {opened ? (
          <Suspense fallback={null}>
            <DeleteAccountDialog
              open={open}
              onOpenChange={setOpen}
              onDelete={onDelete}
              deleting={deleting}
              fieldErrors={deleteFieldErrors}
              error={deleteError}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

import { IMAGE_UPLOAD_TYPES, LOGO_MAX_BYTES, type ImageUploadType } from '@hireloop/sdk';
import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { checkUploadFile } from './check-upload-file';
import { UPLOAD_FIELD_TEXTS as TEXTS } from './texts';

export type ImageUploadFieldProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> & {
  /** The field's label, e.g. "Logo". */
  label: string;
  /** The image stored now (its URL), shown until another is chosen or it is removed. */
  currentUrl?: string | null;
  /**
   * Called with a file that passed the checks (size and type by content, the sdk's rule), or
   * with `null` when the chosen file is put back (the current image stays).
   */
  onFileChange: (file: File | null) => void;
  /** Removes the current image; without it there is no Remove for the current image. */
  onRemove?: () => void;
  /** The largest size in bytes (an sdk constant). @default LOGO_MAX_BYTES */
  maxBytes?: number;
  /** The accepted types. @default IMAGE_UPLOAD_TYPES */
  accept?: readonly ImageUploadType[];
  /** A description under the label. @default "JPEG, PNG or WebP, up to 2 MB" (from the limits) */
  description?: string;
  /** The server's refusal of the file (the 400's field error), shown under the field. */
  error?: string | null;
  /** @default false */
  disabled?: boolean;
  /** The preview's shape. @default 'square' */
  shape?: 'square' | 'circle';
  /** The file input's name (in a native form). */
  name?: string;
};

/**
 * A field to choose one image (issue 17), presentational: the label, a preview of the chosen or
 * current image, Choose/Replace and Remove, the accepted types and size as its description, and
 * the refusal as its error. A chosen file is checked before it is handed on — its size and its
 * type told by its first bytes, with the sdk's `uploadError` and its texts — so what reaches
 * `onFileChange` is what the server accepts. The file input itself is the focus target (Tab,
 * then Enter or Space opens the picker); the visible button is its label.
 */
export function ImageUploadField({
  label,
  currentUrl,
  onFileChange,
  onRemove,
  maxBytes = LOGO_MAX_BYTES,
  accept = IMAGE_UPLOAD_TYPES,
  description,
  error,
  disabled = false,
  shape = 'square',
  name,
  className,
  ...props
}: ImageUploadFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // The chosen file's preview URL lives as long as it is shown.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const shown = error ?? localError;
  const previewUrl = chosen?.url ?? currentUrl ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    const refusal = await checkUploadFile(file, { maxBytes, accept });
    setChecking(false);
    // The input is emptied either way: choosing the same file again must fire a change.
    if (inputRef.current) inputRef.current.value = '';
    if (refusal) {
      setLocalError(refusal);
      setAnnouncement('');
      return;
    }
    setLocalError(undefined);
    setChosen({ file, url: URL.createObjectURL(file) });
    setAnnouncement(TEXTS.chosen(file.name));
    onFileChange(file);
  };

  const putBack = () => {
    setChosen(null);
    setLocalError(undefined);
    setAnnouncement('');
    onFileChange(null);
    inputRef.current?.focus();
  };

  return (
    <div className={cn('grid gap-2', className)} {...props}>
      <label htmlFor={inputId} className="text-sm leading-none font-medium">
        {label}
      </label>
      <p id={descriptionId} className="text-muted-foreground text-sm">
        {description ?? TEXTS.hint(accept, maxBytes)}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'bg-muted text-muted-foreground flex size-20 shrink-0 items-center justify-center overflow-hidden border',
            shape === 'circle' ? 'rounded-full' : 'rounded-md',
          )}
        >
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={TEXTS.preview(label)}
              className="size-full object-cover"
              data-testid="image-upload-preview"
            />
          ) : (
            <ImageIcon aria-hidden className="size-8" />
          )}
          {previewUrl ? null : <span className="sr-only">{TEXTS.noImage}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={inputId}
            name={name}
            type="file"
            accept={accept.join(',')}
            disabled={disabled || checking}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${descriptionId} ${errorId}` : descriptionId}
            className="peer sr-only"
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <label
            htmlFor={inputId}
            className={cn(
              'border-input bg-background hover:bg-accent hover:text-accent-foreground inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm font-medium shadow-xs',
              'peer-focus-visible:ring-ring/50 peer-focus-visible:border-ring peer-focus-visible:ring-[3px]',
              'peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            <UploadIcon aria-hidden className="size-4" />
            {checking ? TEXTS.checking : previewUrl ? TEXTS.replace : TEXTS.choose}
          </label>
          {chosen ? (
            <Button type="button" variant="ghost" size="sm" onClick={putBack} disabled={disabled}>
              {currentUrl ? TEXTS.undo : TEXTS.remove}
            </Button>
          ) : currentUrl && onRemove ? (
            <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
              <Trash2Icon aria-hidden className="size-4" />
              {TEXTS.remove}
            </Button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {shown}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

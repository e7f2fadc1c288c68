import {
  canStartVerification,
  DOCUMENT_MAX_BYTES,
  formatBytes,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_STATUS_LABELS,
} from '@hireloop/sdk';
import type { MyVerification } from '@hireloop/sdk/schemas';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../primitives/card';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { formatDate } from '../lists/format-date';
import { checkUploadFile } from '../uploads/check-upload-file';
import { VERIFICATION_TEXTS as TEXTS } from './texts';

/** Field errors from the server's 400 (`{ fieldErrors }`), by field. */
export type VerificationFieldErrors = Partial<Record<string, readonly string[]>>;

export type VerificationKindCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** One kind as GET /api/verification answers it. */
  item: MyVerification;
  /** A write of this kind is under way. @default false */
  busy?: boolean;
  /** The server's refusal: field errors, or a message. */
  errors?: VerificationFieldErrors;
  message?: string | null;
  onSendEmailLink?: () => void;
  onSendCompanyDomainLink?: (email: string) => void;
  onUploadDocument?: (file: File, note: string) => void;
  onSubmitPortfolio?: (values: { links: string[]; note: string }) => void;
};

const statusVariant = {
  not_started: 'outline',
  pending: 'warning',
  verified: 'success',
  rejected: 'destructive',
  expired: 'secondary',
} as const;

/** The file picker's filter (a function: nothing is computed when the module loads). */
const accept = () => [...VERIFICATION_DOCUMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

function FieldError({ id, messages }: { id: string; messages?: readonly string[] }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {messages.join(' ')}
    </p>
  );
}

/**
 * One verification kind on /verification (issue 18), presentational: its label, status and what
 * it means; the rejection's reason (one may try again); the action of its state — send a link
 * (email), send a link to a work address (company domain), upload a document (identity, and files
 * for a pending portfolio), submit links (portfolio). A chosen file is checked (size, and type by
 * its content) before it is handed on.
 */
export function VerificationKindCard({
  item,
  busy = false,
  errors,
  message,
  onSendEmailLink,
  onSendCompanyDomainLink,
  onUploadDocument,
  onSubmitPortfolio,
  className,
  ...props
}: VerificationKindCardProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [links, setLinks] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const { kind, status } = item;
  const canStart = canStartVerification(kind, status);
  const titleId = `${id}-title`;

  const chooseFile = async (chosen: File | null) => {
    setFile(null);
    setFileError(undefined);
    if (!chosen) return;
    const refusal = await checkUploadFile(chosen, {
      maxBytes: DOCUMENT_MAX_BYTES,
      accept: VERIFICATION_DOCUMENT_TYPES,
    });
    if (refusal) setFileError(refusal);
    else setFile(chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (kind === 'email') onSendEmailLink?.();
    else if (kind === 'company_domain') onSendCompanyDomainLink?.(email);
    else if (kind === 'portfolio' && status !== 'pending') {
      onSubmitPortfolio?.({
        links: links
          .split('\n')
          .map((link) => link.trim())
          .filter(Boolean),
        note,
      });
    } else if (file) onUploadDocument?.(file, note);
  };

  const uploads =
    (kind === 'identity' && (canStart || status === 'pending')) ||
    (kind === 'portfolio' && status === 'pending');
  const documentErrors = fileError ? [fileError] : errors?.document;

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-slot="verification-kind-card"
      data-state={status}
      className={cn('min-w-0 gap-4', className)}
      {...props}
    >
      <CardHeader>
        <CardTitle>
          <h2 id={titleId} className="text-base font-semibold">
            {VERIFICATION_KIND_LABELS[kind]}
          </h2>
        </CardTitle>
        <CardDescription>{TEXTS.kindDescriptions[kind]}</CardDescription>
        <CardAction>
          <Badge variant={statusVariant[status]}>{VERIFICATION_STATUS_LABELS[status]}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {status === 'verified' && item.decidedAt ? (
          <p className="text-sm text-muted-foreground">
            {TEXTS.verifiedOn(formatDate(item.decidedAt))}
            {item.domain ? ` · ${item.domain}` : ''}
          </p>
        ) : null}
        {status === 'rejected' && item.reason ? (
          <div role="note" className="rounded-md border border-destructive/40 p-3 text-sm">
            <p>
              <span className="font-medium">{TEXTS.rejectedBecause}</span> {item.reason}
            </p>
            <p className="text-muted-foreground">{TEXTS.tryAgain}</p>
          </div>
        ) : null}
        {status === 'expired' ? (
          <p className="text-sm text-muted-foreground">{TEXTS.expiredText}</p>
        ) : null}
        {status === 'pending' && item.email ? (
          <p className="text-sm text-muted-foreground">{TEXTS.linkSentTo(item.email)}</p>
        ) : null}
        {status === 'pending' && (kind === 'identity' || kind === 'portfolio') ? (
          <p className="text-sm text-muted-foreground">{TEXTS.underReview}</p>
        ) : null}
        {item.links.length && status === 'pending' ? (
          <ul className="grid gap-1 text-sm break-all">
            {item.links.map((link) => (
              <li key={link}>{link}</li>
            ))}
          </ul>
        ) : null}
        {item.documents.length ? (
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">{TEXTS.documents}</h3>
            <ul className="grid gap-1 text-sm text-muted-foreground">
              {item.documents.map((doc) => (
                <li key={doc.id} className="break-all">
                  {doc.filename} · {formatBytes(doc.size)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {message ? (
          <p role="alert" className="text-sm text-destructive">
            {message}
          </p>
        ) : null}
        {canStart || uploads ? (
          <form className="grid gap-3" onSubmit={submit} noValidate>
            {kind === 'company_domain' ? (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-email`}>{TEXTS.workEmail}</Label>
                <Input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-invalid={errors?.email ? true : undefined}
                  aria-describedby={errors?.email ? `${id}-email-error` : undefined}
                />
                <FieldError id={`${id}-email-error`} messages={errors?.email} />
              </div>
            ) : null}
            {kind === 'portfolio' && status !== 'pending' ? (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-links`}>{TEXTS.links}</Label>
                <Textarea
                  id={`${id}-links`}
                  rows={3}
                  value={links}
                  onChange={(event) => setLinks(event.target.value)}
                  aria-invalid={errors?.links ? true : undefined}
                  aria-describedby={errors?.links ? `${id}-links-error` : undefined}
                />
                <FieldError id={`${id}-links-error`} messages={errors?.links} />
              </div>
            ) : null}
            {uploads ? (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-document`}>
                  {kind === 'portfolio' ? TEXTS.addFile : TEXTS.document}
                </Label>
                <input
                  id={`${id}-document`}
                  type="file"
                  accept={accept()}
                  className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium"
                  aria-describedby={`${id}-document-hint${documentErrors ? ` ${id}-document-error` : ''}`}
                  aria-invalid={documentErrors ? true : undefined}
                  onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
                />
                <p id={`${id}-document-hint`} className="text-xs text-muted-foreground">
                  {TEXTS.documentHint()}
                </p>
                <FieldError id={`${id}-document-error`} messages={documentErrors} />
              </div>
            ) : null}
            {(kind === 'identity' && status !== 'pending') ||
            (kind === 'portfolio' && status !== 'pending') ? (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-note`}>{TEXTS.note}</Label>
                <Textarea
                  id={`${id}-note`}
                  rows={2}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
                <FieldError id={`${id}-note-error`} messages={errors?.note} />
              </div>
            ) : null}
            <div>
              <Button
                type="submit"
                disabled={
                  busy ||
                  (uploads && kind !== 'portfolio' ? !file : false) ||
                  (kind === 'portfolio' && status === 'pending' && !file)
                }
              >
                {kind === 'email' || kind === 'company_domain'
                  ? status === 'pending'
                    ? TEXTS.sendAgain
                    : TEXTS.sendLink
                  : kind === 'portfolio' && status !== 'pending'
                    ? TEXTS.submitPortfolio
                    : TEXTS.upload}
              </Button>
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}

import {
  FIXED_PRICE_LABEL,
  OUTREACH_BID_LIMIT,
  remainingOutreachBids,
  type BidKind,
  type CreateBid,
  type RateType,
} from '@hireloop/sdk';
import { BID_MESSAGES, outreachInputSchema, proposalInputSchema } from '@hireloop/sdk/schemas';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../overlays/dialog';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Button } from '../../primitives/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../primitives/form';
import { Input } from '../../primitives/input';
import { schemaResolver } from '../../primitives/schema-resolver';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../primitives/select';
import { Spinner } from '../../primitives/spinner';
import { Textarea } from '../../primitives/textarea';
import { RATE_UNIT_LABELS } from '../../labels';

/** A job request a bid can be made for. */
export interface BidJobRequest {
  id: number;
  title: string;
  /** What the rate is paid per; labels the rate field ("Your rate (USD per hour)"). */
  rateType: RateType;
}

/** The talent an outreach bid goes to. */
export interface BidTalent {
  id: number;
  name: string;
  image?: string | null;
}

/** Designed texts of the two kinds of bid. */
const TEXTS = {
  proposal: {
    title: 'Send a proposal',
    description: 'Offer your rate and tell the employer why you are a good fit.',
    submit: 'Send proposal',
  },
  outreach: {
    title: 'Invite talent to a job request',
    description: `Choose one of your job requests and write a short note. Up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request.`,
    submit: 'Send outreach',
  },
} as const;

/** The rate field's label for a bid kind and rate type (designed). */
function rateLabel(kind: BidKind, rateType: RateType | undefined): string {
  const unit = rateType ? RATE_UNIT_LABELS[rateType] : null;
  const base =
    rateType === 'fixed'
      ? FIXED_PRICE_LABEL
      : kind === 'proposal'
        ? `Your rate (USD${unit ? ` ${unit}` : ''})`
        : `Offered rate (USD${unit ? ` ${unit}` : ''})`;
  return kind === 'outreach' ? `${base}, optional` : base;
}

/** Outreach bids already sent for a job request, from a count or a count per request. */
function sentFor(
  sentOutreach: number | Readonly<Record<number, number>> | undefined,
  jobRequestId: number | undefined,
): number | undefined {
  if (typeof sentOutreach === 'number' || sentOutreach === undefined) return sentOutreach;
  return jobRequestId === undefined ? undefined : (sentOutreach[jobRequestId] ?? 0);
}

/** What the bid form holds: the inputs as typed, and who the bid goes to (outreach). */
interface BidFormValues {
  kind: BidKind;
  jobRequestId: string;
  talentId: number | undefined;
  rate: string;
  message: string;
}

/** The sdk's bid schemas check the form, with their messages (the server checks the same). */
const RESOLVERS = {
  proposal: /* @__PURE__ */ schemaResolver<BidFormValues, CreateBid>(proposalInputSchema),
  outreach: /* @__PURE__ */ schemaResolver<BidFormValues, CreateBid>(outreachInputSchema),
};

export interface BidModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A talent's `proposal` on a job request, or an employer's `outreach` to a talent. */
  kind: BidKind;
  /** The request(s) the bid can be for: the one being bid on, or the employer's own requests. */
  jobRequests: readonly BidJobRequest[];
  /** The request chosen first. @default the first of `jobRequests` */
  defaultJobRequestId?: number;
  /** Outreach only: who receives it (sent as `talentId`). */
  talent?: BidTalent | null;
  /**
   * Outreach only: bids already sent for the chosen request — one count, or a count per job
   * request id. Unknown (undefined) shows no count.
   */
  sentOutreach?: number | Readonly<Record<number, number>>;
  /** Called when the person chooses another job request (e.g. to fetch its outreach count). */
  onJobRequestChange?: (jobRequestId: number) => void;
  /** The bid, as POST /api/bids takes it, checked by the sdk's bid schema. */
  onSubmit: (input: CreateBid) => void;
  /** Sending: the buttons are disabled and a spinner shows. @default false */
  pending?: boolean;
  /** The server's refusal, e.g. the 409 of a fourth outreach bid. */
  error?: string | null;
}

/**
 * Sends a bid (issue 4): a talent's proposal (rate and message) on a job request, or an employer's
 * outreach to a talent for one of their job requests (request, optional rate, message), with "N
 * of 3 outreach bids left" and sending refused once none are left (SPEC §1, §5).
 */
export function BidModal({ open, onOpenChange, kind, ...props }: BidModalProps) {
  const texts = TEXTS[kind];
  const description =
    kind === 'outreach' && props.talent
      ? `Invite ${props.talent.name} to one of your job requests. Up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request.`
      : texts.description;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="bid-modal" data-kind={kind}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <BidForm kind={kind} onCancel={() => onOpenChange(false)} {...props} />
      </DialogContent>
    </Dialog>
  );
}

type BidFormProps = Omit<BidModalProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

function BidForm({
  kind,
  jobRequests,
  defaultJobRequestId,
  talent,
  sentOutreach,
  onJobRequestChange,
  onSubmit,
  pending = false,
  error,
  onCancel,
}: BidFormProps) {
  const id = useId();
  const firstId = defaultJobRequestId ?? jobRequests[0]?.id;
  const form = useForm<BidFormValues, unknown, CreateBid>({
    resolver: RESOLVERS[kind],
    defaultValues: {
      kind,
      jobRequestId: firstId === undefined ? '' : String(firstId),
      talentId: talent?.id,
      rate: '',
      message: '',
    },
  });
  const { control } = form;
  const chosenId = useWatch({ control, name: 'jobRequestId' });
  const chosen = jobRequests.find((request) => String(request.id) === chosenId);

  const sent = kind === 'outreach' ? sentFor(sentOutreach, chosen?.id) : undefined;
  const remaining = sent === undefined ? undefined : remainingOutreachBids(sent);
  const noneLeft = remaining === 0;
  const blocked =
    pending || noneLeft || jobRequests.length === 0 || (kind === 'outreach' && !talent);

  const submit = form.handleSubmit((bid) => {
    if (kind === 'proposal' || talent) onSubmit(bid);
  });

  return (
    <Form {...form}>
      <form noValidate aria-busy={pending} onSubmit={submit} className="grid gap-4 [&>*]:min-w-0">
        {kind === 'outreach' && talent ? (
          <div className="flex items-center gap-3 rounded-md border border-border bg-muted p-3">
            <GeneratedAvatar name={talent.name} src={talent.image} alt="" />
            <p className="grid text-sm">
              <span className="text-muted-foreground">To</span>
              <span className="font-medium">{talent.name}</span>
            </p>
          </div>
        ) : null}

        {jobRequests.length === 0 ? (
          <p className="text-sm text-muted-foreground">There is no job request to bid on yet.</p>
        ) : jobRequests.length === 1 && chosen ? (
          <p className="grid gap-1 text-sm">
            <span className="text-muted-foreground">Job request</span>
            <span className="font-medium">{chosen.title}</span>
          </p>
        ) : (
          <FormField
            control={control}
            name="jobRequestId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Job request</FormLabel>
                <Select
                  value={field.value}
                  onValueChange={(value) => {
                    field.onChange(value);
                    onJobRequestChange?.(Number(value));
                  }}
                >
                  <FormControl>
                    <SelectTrigger className="w-full min-w-0" onBlur={field.onBlur}>
                      <SelectValue placeholder={BID_MESSAGES.jobRequestRequired} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {jobRequests.map((request) => (
                      <SelectItem key={request.id} value={String(request.id)}>
                        {request.title}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
        )}

        {remaining === undefined ? null : (
          <div
            id={`${id}-left`}
            aria-live="polite"
            data-state={noneLeft ? 'none-left' : 'available'}
            className={
              noneLeft
                ? 'grid gap-1 rounded-md border border-destructive p-3 text-sm'
                : 'text-sm text-muted-foreground'
            }
          >
            <p className={noneLeft ? 'font-medium text-destructive' : undefined}>
              {`${remaining} of ${OUTREACH_BID_LIMIT} outreach bids left`}
            </p>
            {noneLeft ? (
              <p>
                {`All ${OUTREACH_BID_LIMIT} outreach bids for this job request have been sent, so no more can go out for it. Choose another job request to invite this talent.`}
              </p>
            ) : null}
          </div>
        )}

        <FormField
          control={control}
          name="rate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{rateLabel(kind, chosen?.rateType)}</FormLabel>
              <FormControl>
                <Input type="number" inputMode="decimal" min={0} step="any" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Message</FormLabel>
              <FormControl>
                <Textarea
                  rows={5}
                  placeholder={
                    kind === 'proposal'
                      ? 'Your experience with similar work, and when you could start'
                      : 'Why this job request suits them'
                  }
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}

        <DialogFooter>
          <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={blocked}
            aria-busy={pending}
            aria-describedby={noneLeft ? `${id}-left` : undefined}
          >
            {pending ? <Spinner /> : null}
            {TEXTS[kind].submit}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

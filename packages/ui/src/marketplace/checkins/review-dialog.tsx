import type { Checkin, CheckinReview } from '@hireloop/sdk/schemas';
import { useId, useState, type ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../overlays/dialog';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { CheckinCard } from './checkin-card';
import { CHECKIN_TEXTS as TEXTS } from './texts';

export interface ReviewDialogProps {
  /** The check-in under review; null closes the dialog. */
  checkin: Checkin | null;
  onOpenChange: (open: boolean) => void;
  /** Acknowledge, or ask for changes with the comment. */
  onReview: (review: CheckinReview) => void;
  submitting?: boolean;
  /** The server's field errors (`comment`). */
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
}

/**
 * The employer's review of a submitted check-in (issue 16): the answers, an optional comment, and
 * "Acknowledge" or "Ask for changes" (which needs the comment: the error shows under it).
 */
export function ReviewDialog({
  checkin,
  onOpenChange,
  onReview,
  submitting = false,
  serverErrors,
  error,
}: ReviewDialogProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const commentError = missing ? TEXTS.commentHint : serverErrors?.comment?.[0];
  return (
    <Dialog
      open={checkin !== null}
      onOpenChange={(open) => {
        if (!open) {
          setComment('');
          setMissing(false);
        }
        onOpenChange(open);
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{TEXTS.reviewTitle}</DialogTitle>
          <DialogDescription>
            {checkin ? `${checkin.jobRequest.title} · ${checkin.talent.name}` : null}
          </DialogDescription>
        </DialogHeader>
        {checkin ? <CheckinCard checkin={checkin} party="talent" titleAs="h3" /> : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-comment`}>{TEXTS.comment}</Label>
          <Textarea
            id={`${id}-comment`}
            rows={3}
            value={comment}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={`${id}-comment-hint`}
            onChange={(e) => {
              setComment(e.target.value);
              setMissing(false);
            }}
          />
          <p
            id={`${id}-comment-hint`}
            className={commentError ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
          >
            {commentError ?? TEXTS.commentHint}
          </p>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={submitting}
            onClick={() => {
              if (!comment.trim()) {
                setMissing(true);
                return;
              }
              onReview({ decision: 'changes_requested', comment: comment.trim() });
            }}
          >
            {TEXTS.requestChanges}
          </Button>
          <Button
            type="button"
            disabled={submitting}
            onClick={() => onReview({ decision: 'acknowledged', comment: comment.trim() })}
          >
            {TEXTS.acknowledge}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

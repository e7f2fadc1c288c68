import { postTextParts } from '@hireloop/sdk';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type PostTextProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** Plain text as its author wrote it. */
  text: string;
};

/**
 * A post's or comment's plain text (issue 17): line breaks kept, http(s) addresses as links
 * (`rel="noopener noreferrer nofollow ugc"`, a new tab), everything else React text nodes — nothing
 * the author wrote is ever parsed as HTML.
 */
export function PostText({ text, className, ...props }: PostTextProps) {
  return (
    <p className={cn('break-words whitespace-pre-line', className)} {...props}>
      {postTextParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium text-primary underline underline-offset-2 break-all"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

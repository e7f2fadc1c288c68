import { EMBED_LOADER_PATH } from '@hireloop/sdk/constants';
import type { Partner } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { PARTNER_TEXTS as TEXTS } from '../../labels';
import { cn } from '../../lib/cn';
import { CopyButton } from './copy-button';

/** A value inside a double-quoted HTML attribute. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The two lines a partner pastes into its page (issue 15): the loader from `appOrigin` (Hireloop's
 * origin; a trailing slash is dropped) and a job request widget with its publishable key.
 */
export function partnerEmbedSnippet(publishableKey: string, appOrigin: string): string {
  const loader = `${appOrigin.replace(/\/+$/, '')}${EMBED_LOADER_PATH}`;
  return [
    `<script type="module" src="${attribute(loader)}"></script>`,
    `<hireloop-job-request publishable-key="${attribute(publishableKey)}"></hireloop-job-request>`,
  ].join('\n');
}

export type PartnerEmbedCodeProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The partner: its name (for the buttons' names) and publishable key. */
  partner: Pick<Partner, 'name' | 'publishableKey'>;
  /** Hireloop's origin, where the loader is served (e.g. `window.location.origin`). */
  appOrigin: string;
  /** Copies a text (the key, the embed code) to the clipboard; a rejection shows "Copy failed". */
  onCopyText: (text: string) => void | Promise<unknown>;
  /** Focus the key's "Copy" when it mounts (the code is what the admin came for). @default false */
  autoFocus?: boolean;
};

/**
 * A partner's publishable key, large, and the embed code to paste into its page
 * ({@link partnerEmbedSnippet}), each with "Copy". Both are shown as text, never as markup.
 */
export function PartnerEmbedCode({
  partner,
  appOrigin,
  onCopyText,
  autoFocus = false,
  className,
  ...props
}: PartnerEmbedCodeProps) {
  const snippet = partnerEmbedSnippet(partner.publishableKey, appOrigin);
  return (
    <div data-slot="partner-embed-code" className={cn('grid gap-4', className)} {...props}>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{TEXTS.key}</p>
        <code className="rounded-md border border-border bg-muted px-3 py-2 font-mono text-base font-semibold break-all text-foreground">
          {partner.publishableKey}
        </code>
        <div>
          <CopyButton
            text={partner.publishableKey}
            onCopyText={onCopyText}
            what={TEXTS.copyKey}
            autoFocus={autoFocus}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{TEXTS.snippet}</p>
        <pre className="overflow-x-auto rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap text-foreground">
          <code>{snippet}</code>
        </pre>
        <div>
          <CopyButton text={snippet} onCopyText={onCopyText} what={TEXTS.copySnippet} />
        </div>
      </div>
    </div>
  );
}

/**
 * The library's Markdown renderer (issue 18): react-markdown with GitHub-flavoured Markdown
 * (tables, task lists, strikethrough, autolinks) — never raw HTML: `skipHtml` drops every HTML
 * tag and comment in the source (so `<script>` or `<img onerror>` never reach the page), and the
 * default URL transform empties `javascript:`, `vbscript:` and `data:` links and images. There is
 * no rehype-raw. Loaded lazily by `MarkdownBody`, so it weighs nothing on other pages.
 */
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '../../lib/cn';

const isExternal = (href: string | undefined) => Boolean(href && /^[a-z][a-z0-9+.-]*:/i.test(href));

const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-6 text-2xl font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-6 text-xl font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-4 text-lg font-semibold" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-4 font-semibold" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-4 font-semibold" {...props} />,
  h6: ({ node: _node, ...props }) => <p className="mt-4 font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-3 leading-7" {...props} />,
  ul: ({ node: _node, className, ...props }) => (
    <ul
      className={cn(
        'mt-3 list-disc pl-6',
        className?.includes('contains-task-list') && 'list-none pl-1',
      )}
      {...props}
    />
  ),
  ol: ({ node: _node, ...props }) => <ol className="mt-3 list-decimal pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="mt-1" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-3 border-l-4 pl-4 text-muted-foreground" {...props} />
  ),
  // A link or an image whose address the URL transform emptied (javascript:, data:…) stays
  // only as its text: no element that could navigate or load anything.
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        href={href}
        className="font-medium text-primary underline underline-offset-4"
        {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
        {...props}
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ node: _node, alt, src, ...props }) =>
    src ? (
      <img
        alt={alt ?? ''}
        src={src}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="mt-3 max-w-full"
        {...props}
      />
    ) : alt ? (
      <span>{alt}</span>
    ) : null,
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-muted px-1 py-0.5 font-mono text-sm', className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="mt-3 overflow-x-auto rounded-md bg-muted p-3 text-sm" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b px-2 py-1 text-left font-semibold" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b px-2 py-1" {...props} />,
  input: ({ node: _node, ...props }) => (
    // Task list boxes are read-only marks; labelled by their item's text.
    <input {...props} disabled className="mr-2 align-middle" aria-hidden="true" tabIndex={-1} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-6" {...props} />,
};

export interface MarkdownRendererProps {
  /** The Markdown source; HTML in it is dropped, never rendered. */
  children: string;
  className?: string;
}

export default function MarkdownRenderer({ children, className }: MarkdownRendererProps) {
  return (
    <div data-slot="markdown" className={cn('min-w-0 break-words', className)}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={defaultUrlTransform}
        components={components}
      >
        {children}
      </Markdown>
    </div>
  );
}

import { cva, type VariantProps } from 'class-variance-authority';
import { UserIcon } from 'lucide-react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const avatarVariants = /* @__PURE__ */ cva(
  'relative flex shrink-0 overflow-hidden rounded-full',
  {
    variants: {
      size: {
        sm: 'size-6 text-[0.625rem]',
        default: 'size-8 text-xs',
        lg: 'size-12 text-base',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/** A round frame for a person's picture (Radix Avatar); 32 px unless `className` sizes it. */
export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants(), className)}
      {...props}
    />
  );
}

/** The picture; rendered only once it has loaded, so the fallback shows meanwhile. Give it `alt`. */
export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

/** Shown while the picture loads or when it fails (initials, an icon). */
export function AvatarFallback({
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-muted text-foreground',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Token pairs for generated avatars; each foreground/background pair meets WCAG AA in both themes
 * (styles/theme.css), so the initials stay readable whichever colour a name gets.
 */
const AVATAR_COLOURS = [
  'bg-primary text-primary-foreground',
  'bg-secondary text-secondary-foreground',
  'bg-accent text-accent-foreground',
  'bg-success text-success-foreground',
  'bg-warning text-warning-foreground',
  'bg-muted text-foreground',
] as const;

/** Up to two initials: the first letters of the first and last words ("Ada King Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so an initial is never half of a surrogate pair.
  const initial = (word: string) => Array.from(word)[0] ?? '';
  return (initial(first) + (last === undefined ? '' : initial(last))).toLocaleUpperCase();
}

/** The colour pair of a name: a stable string hash (case and outer spaces ignored) picks one. */
function colourOf(name: string): (typeof AVATAR_COLOURS)[number] {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

export type GeneratedAvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the accessible name, the initials and the colour come from it. */
    name: string;
    /** The picture's URL; the initials show while it loads, when it fails or when absent. */
    src?: string | null;
    /**
     * The text alternative. `''` marks the avatar decorative (the name is written beside it).
     * @default name
     */
    alt?: string;
  };

/**
 * A person's picture, or, without one (or while it loads, or if it fails), their initials (up to
 * two) on a colour chosen from the name, so the same name always gets the same colour. Sizes:
 * `sm` (24 px), `default` (32 px), `lg` (48 px).
 */
export function GeneratedAvatar({
  name,
  src,
  alt = name,
  size,
  className,
  ...props
}: GeneratedAvatarProps) {
  const initials = initialsOf(name);
  const decorative = alt === '';
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? <AvatarImage src={src} alt={alt} /> : null}
      <AvatarFallback
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : alt}
        aria-hidden={decorative ? true : undefined}
        className={cn('font-medium', colourOf(name))}
      >
        {initials ? (
          <span aria-hidden="true">{initials}</span>
        ) : (
          <UserIcon aria-hidden="true" className="size-1/2" />
        )}
      </AvatarFallback>
    </AvatarPrimitive.Root>
  );
}

import { CAROUSEL } from '@hireloop/sdk/constants';
import {
  BriefcaseBusiness,
  FastForward,
  MessagesSquare,
  Send,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '../../overlays/carousel';
import type { LiteFeature } from './waitlist-content';

/** Icons for the slides, in turn. */
const ICONS: readonly LucideIcon[] = [FastForward, Send, BriefcaseBusiness, MessagesSquare];

export type FeatureCarouselProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The heading and the carousel's name. @default 'What you get with Lite' */
  title?: string;
  features: readonly LiteFeature[];
  /** Advance every this many ms. @default CAROUSEL.featureInterval (4000, SPEC §4) */
  autoplay?: number;
};

/** What Lite gives, one feature per slide, advancing on its own (paused on hover and focus). */
export function FeatureCarousel({
  title = 'What you get with Lite',
  features,
  autoplay = CAROUSEL.featureInterval,
  className,
  ...props
}: FeatureCarouselProps) {
  const headingId = useId();
  return (
    <div
      data-slot="feature-carousel"
      className={cn('flex flex-col gap-2 rounded-lg border border-border p-4', className)}
      {...props}
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      <Carousel aria-labelledby={headingId} autoplay={autoplay} opts={{ loop: true }}>
        <CarouselContent>
          {features.map((feature, index) => {
            const Icon = ICONS[index % ICONS.length] ?? FastForward;
            return (
              <CarouselItem key={feature.title} aria-label={`${index + 1} of ${features.length}`}>
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
                  >
                    <Icon className="size-4" />
                  </span>
                  <div className="flex flex-col gap-0.5">
                    <p className="text-sm font-medium">{feature.title}</p>
                    <p className="text-sm text-muted-foreground">{feature.description}</p>
                  </div>
                </div>
              </CarouselItem>
            );
          })}
        </CarouselContent>
        <div className="mt-2 flex justify-end gap-2">
          <CarouselPrevious className="static translate-x-0 translate-y-0" />
          <CarouselNext className="static translate-x-0 translate-y-0" />
        </div>
      </Carousel>
    </div>
  );
}

import { CAROUSEL } from '@hireloop/sdk/constants';
import { Quote } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '../../overlays/carousel';
import type { Testimonial } from './waitlist-content';

export type TestimonialCarouselProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The heading and the carousel's name, e.g. "What employers say". */
  title: string;
  testimonials: readonly Testimonial[];
  /** Advance every this many ms. @default CAROUSEL.testimonialInterval (5000, SPEC §4) */
  autoplay?: number;
};

/** Quotes that advance on their own (paused on hover and focus), with previous / next buttons. */
export function TestimonialCarousel({
  title,
  testimonials,
  autoplay = CAROUSEL.testimonialInterval,
  className,
  ...props
}: TestimonialCarouselProps) {
  const headingId = useId();
  return (
    <div
      data-slot="testimonial-carousel"
      className={cn('flex flex-col gap-2 rounded-lg bg-muted p-4', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {title}
        </h3>
      </div>
      <Carousel aria-labelledby={headingId} autoplay={autoplay} opts={{ loop: true }}>
        <CarouselContent>
          {testimonials.map((testimonial, index) => (
            <CarouselItem
              key={testimonial.name}
              aria-label={`${index + 1} of ${testimonials.length}`}
            >
              <figure className="flex h-full flex-col gap-2">
                <Quote aria-hidden="true" className="size-4 text-muted-foreground" />
                <blockquote className="text-sm">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{testimonial.name}</span>,{' '}
                  {testimonial.role}
                </figcaption>
              </figure>
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-2 flex justify-end gap-2">
          <CarouselPrevious className="static translate-x-0 translate-y-0" />
          <CarouselNext className="static translate-x-0 translate-y-0" />
        </div>
      </Carousel>
    </div>
  );
}

import { CAROUSEL } from '@hireloop/sdk/constants';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';

export type CarouselApi = UseEmblaCarouselType[1];
type UseCarouselParameters = Parameters<typeof useEmblaCarousel>;
export type CarouselOptions = UseCarouselParameters[0];
export type CarouselPlugin = UseCarouselParameters[1];

export type CarouselProps = ComponentProps<'div'> & {
  /**
   * Embla options, merged over SPEC §9's `{ dragThreshold: CAROUSEL.dragThreshold, duration:
   * CAROUSEL.duration }` (10 and 25).
   */
  opts?: CarouselOptions;
  /** Extra Embla plugins. */
  plugins?: CarouselPlugin;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Advance every this many ms (SPEC §4: `CAROUSEL.testimonialInterval`, 5000, for the
   * testimonials; `CAROUSEL.featureInterval`, 4000, for the features). Pauses while the pointer
   * is over the carousel or focus is inside it. @default undefined (no autoplay)
   */
  autoplay?: number;
  /** The carousel's accessible name (`aria-label` of the region), e.g. "Testimonials". */
  label?: string;
  /** Receives the Embla API once it is ready. */
  setApi?: (api: CarouselApi) => void;
};

type CarouselContextValue = {
  carouselRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  opts: CarouselOptions;
  orientation: 'horizontal' | 'vertical';
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  /** The index of the slide (snap) in view. */
  selectedIndex: number;
  /** How many snaps there are (for dots or "2 of 5"). */
  slideCount: number;
};

const CarouselContext = /* @__PURE__ */ createContext<CarouselContextValue | null>(null);

/** The carousel's state and controls, for parts placed inside a `<Carousel>` (dots, counters). */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used within a <Carousel />');
  return context;
}

const SLOT = '[data-slot="carousel"]';

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A slide carousel on Embla (shadcn shape): a region named by `label`, arrow keys move between
 * slides, SPEC §9's drag threshold and duration by default, optional `autoplay`.
 */
export function Carousel({
  orientation = 'horizontal',
  opts,
  plugins,
  autoplay,
  label,
  setApi,
  className,
  children,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ref,
  ...props
}: CarouselProps) {
  const regionRef = useRef<HTMLDivElement | null>(null);
  const setRegion = useCallback(
    (node: HTMLDivElement | null) => {
      regionRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const allPlugins = useMemo(
    () => [
      ...(plugins ?? []),
      // Hover and focus pauses are handled below for the whole region (slides and buttons), so
      // the plugin's own slide-only versions are off; an interaction never stops it for good.
      ...(autoplay
        ? [
            Autoplay({
              delay: autoplay,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : []),
    ],
    [plugins, autoplay],
  );
  const [carouselRef, api] = useEmblaCarousel(
    {
      dragThreshold: CAROUSEL.dragThreshold,
      duration: CAROUSEL.duration,
      ...opts,
      axis: orientation === 'horizontal' ? 'x' : 'y',
    },
    allPlugins,
  );
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [slideCount, setSlideCount] = useState(0);

  const onSelect = useCallback((embla: NonNullable<CarouselApi>) => {
    // Reaching an end disables that button; were it focused, focus would fall to the page, so
    // it moves to the other button first (Embla emits "select" before React re-renders).
    const region = regionRef.current;
    const active = region?.ownerDocument.activeElement;
    if (region && active instanceof HTMLElement && active.closest(SLOT) === region) {
      const other =
        active.dataset.slot === 'carousel-next' && !embla.canScrollNext()
          ? 'carousel-previous'
          : active.dataset.slot === 'carousel-previous' && !embla.canScrollPrev()
            ? 'carousel-next'
            : undefined;
      if (other) {
        Array.from(region.querySelectorAll<HTMLElement>(`[data-slot="${other}"]`))
          .find((button) => button.closest(SLOT) === region)
          ?.focus();
      }
    }
    setCanScrollPrev(embla.canScrollPrev());
    setCanScrollNext(embla.canScrollNext());
    setSelectedIndex(embla.selectedScrollSnap());
    setSlideCount(embla.scrollSnapList().length);
  }, []);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (isTextField(event.target)) return;
      const back = orientation === 'vertical' ? ['ArrowLeft', 'ArrowUp'] : ['ArrowLeft'];
      const forward = orientation === 'vertical' ? ['ArrowRight', 'ArrowDown'] : ['ArrowRight'];
      if (back.includes(event.key)) {
        event.preventDefault();
        scrollPrev();
      } else if (forward.includes(event.key)) {
        event.preventDefault();
        scrollNext();
      }
    },
    [orientation, scrollPrev, scrollNext],
  );

  useEffect(() => {
    if (api && setApi) setApi(api);
  }, [api, setApi]);

  useEffect(() => {
    if (!api) return;
    onSelect(api);
    api.on('reInit', onSelect).on('select', onSelect);
    return () => {
      api.off('reInit', onSelect).off('select', onSelect);
    };
  }, [api, onSelect]);

  // Autoplay pauses while the pointer is over the region or focus is inside it.
  const hovered = useRef(false);
  const focused = useRef(false);
  const syncAutoplay = useCallback(() => {
    const player =
      autoplay && api && api.scrollSnapList().length > 1 ? api.plugins().autoplay : undefined;
    if (!player) return;
    if (hovered.current || focused.current) player.stop();
    else if (!player.isPlaying()) player.play();
  }, [api, autoplay]);

  useEffect(() => {
    if (!api) return;
    // The plugin restarts on pointer up after a drag; stay paused if still hovered or focused.
    api.on('pointerUp', syncAutoplay);
    return () => {
      api.off('pointerUp', syncAutoplay);
    };
  }, [api, syncAutoplay]);

  return (
    <CarouselContext.Provider
      value={{
        carouselRef,
        api,
        opts,
        orientation,
        scrollPrev,
        scrollNext,
        scrollTo,
        canScrollPrev,
        canScrollNext,
        selectedIndex,
        slideCount,
      }}
    >
      <div
        ref={setRegion}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        data-orientation={orientation}
        className={cn('relative', className)}
        onKeyDownCapture={handleKeyDown}
        onMouseEnter={(event) => {
          hovered.current = true;
          syncAutoplay();
          onMouseEnter?.(event);
        }}
        onMouseLeave={(event) => {
          hovered.current = false;
          syncAutoplay();
          onMouseLeave?.(event);
        }}
        onFocus={(event) => {
          focused.current = true;
          syncAutoplay();
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) {
            focused.current = false;
            syncAutoplay();
          }
          onBlur?.(event);
        }}
        {...props}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

/** The scrolling track; put the CarouselItems inside. */
export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { carouselRef, orientation } = useCarousel();
  return (
    <div ref={carouselRef} className="overflow-hidden" data-slot="carousel-content">
      <div
        className={cn('flex', orientation === 'horizontal' ? '-ml-4' : '-mt-4 flex-col', className)}
        {...props}
      />
    </div>
  );
}

/** One slide (full width by default; `basis-1/2` etc. to show several). */
export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  const { orientation } = useCarousel();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      data-slot="carousel-item"
      className={cn(
        'min-w-0 shrink-0 grow-0 basis-full',
        orientation === 'horizontal' ? 'pl-4' : 'pt-4',
        className,
      )}
      {...props}
    />
  );
}

/** The "Previous slide" button; disabled on the first slide unless the carousel loops. */
export function CarouselPrevious({
  className,
  variant = 'outline',
  size = 'icon',
  ...props
}: ComponentProps<typeof Button>) {
  const { orientation, scrollPrev, canScrollPrev } = useCarousel();
  return (
    <Button
      data-slot="carousel-previous"
      variant={variant}
      size={size}
      aria-label="Previous slide"
      className={cn(
        'absolute size-8 rounded-full',
        orientation === 'horizontal'
          ? 'top-1/2 -left-12 -translate-y-1/2'
          : '-top-12 left-1/2 -translate-x-1/2 rotate-90',
        className,
      )}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      {...props}
    >
      <ArrowLeftIcon aria-hidden="true" />
    </Button>
  );
}

/** The "Next slide" button; disabled on the last slide unless the carousel loops. */
export function CarouselNext({
  className,
  variant = 'outline',
  size = 'icon',
  ...props
}: ComponentProps<typeof Button>) {
  const { orientation, scrollNext, canScrollNext } = useCarousel();
  return (
    <Button
      data-slot="carousel-next"
      variant={variant}
      size={size}
      aria-label="Next slide"
      className={cn(
        'absolute size-8 rounded-full',
        orientation === 'horizontal'
          ? 'top-1/2 -right-12 -translate-y-1/2'
          : '-bottom-12 left-1/2 -translate-x-1/2 rotate-90',
        className,
      )}
      disabled={!canScrollNext}
      onClick={scrollNext}
      {...props}
    >
      <ArrowRightIcon aria-hidden="true" />
    </Button>
  );
}

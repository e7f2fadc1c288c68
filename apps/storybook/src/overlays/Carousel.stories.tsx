import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  useCarousel,
} from '@hireloop/ui';
import { CAROUSEL } from '@hireloop/sdk/constants';
import type { ComponentProps } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';

const quotes = [
  { quote: 'We hired a React developer four days after posting.', name: 'Priya, employer' },
  { quote: 'Three proposals in the first hour, all of them relevant.', name: 'Marco, employer' },
  { quote: 'The team plan let our whole studio review bids together.', name: 'Jun, employer' },
];

/** "Slide 2 of 3", read from the carousel's state (what dots or counters would use). */
function SlidePosition() {
  const { selectedIndex, slideCount } = useCarousel();
  return (
    <p aria-live="polite" className="mt-2 text-center text-sm text-muted-foreground">
      Slide {selectedIndex + 1} of {slideCount}
    </p>
  );
}

function Testimonials(props: ComponentProps<typeof Carousel>) {
  return (
    <Carousel label="Employer testimonials" className="mx-12 w-64" {...props}>
      <CarouselContent>
        {quotes.map(({ quote, name }, index) => (
          <CarouselItem key={name} aria-label={`${index + 1} of ${quotes.length}`}>
            <figure className="grid h-40 content-center gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground">
              <blockquote className="text-sm">“{quote}”</blockquote>
              <figcaption className="text-sm font-medium">{name}</figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
      <SlidePosition />
    </Carousel>
  );
}

const meta = {
  title: 'Overlays/Carousel',
  component: Testimonials,
} satisfies Meta<typeof Testimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whether a slide's card lies wholly inside the carousel's visible track. */
const inView = (slide: HTMLElement) => {
  const track = slide.closest('[data-slot="carousel-content"]')!.getBoundingClientRect();
  const card = slide.firstElementChild!.getBoundingClientRect();
  return card.left >= track.left - 1 && card.right <= track.right + 1;
};

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: 'Employer testimonials' });
  return {
    canvas,
    region,
    slides: within(region).getAllByRole('group'),
    prev: canvas.getByRole('button', { name: 'Previous slide' }),
    next: canvas.getByRole('button', { name: 'Next slide' }),
  };
};

const showing = async (slides: HTMLElement[], index: number) =>
  waitFor(() => {
    expect(slides.map(inView)).toEqual(slides.map((_, i) => i === index));
  });

export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, region, slides, prev, next } = parts(canvasElement);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides).toHaveLength(3);
    for (const slide of slides)
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides[0]).toHaveAccessibleName('1 of 3');
    await showing(slides, 0);
    await waitFor(() => expect(prev).toBeDisabled());
    await expect(next).toBeEnabled();

    await userEvent.click(next);
    await showing(slides, 1);
    await expect(canvas.getByText('Slide 2 of 3')).toBeVisible();
    await expect(prev).toBeEnabled();

    await userEvent.click(prev);
    await showing(slides, 0);
    await waitFor(() => expect(prev).toBeDisabled());

    await userEvent.click(next);
    await userEvent.click(next);
    await showing(slides, 2);
    // Not looping: the last slide disables Next, and its focus moves to Previous.
    await waitFor(() => expect(next).toBeDisabled());
    await expect(prev).toHaveFocus();
    await expect(canvas.getByText('Slide 3 of 3')).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const { slides, prev, next } = parts(canvasElement);
    await waitFor(() => expect(next).toBeEnabled());
    // Previous is disabled on the first slide, so Tab lands on Next.
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await showing(slides, 1);
    await userEvent.keyboard('{ArrowRight}');
    await showing(slides, 2);
    // Focus stayed in the carousel (on Previous, as Next is now disabled): the arrows still work.
    await expect(prev).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await showing(slides, 1);
    await userEvent.keyboard('{Enter}');
    await showing(slides, 0);
  },
};

export const Loop: Story = {
  args: { opts: { loop: true } },
  play: async ({ canvasElement }) => {
    const { slides, prev } = parts(canvasElement);
    // Looping, there is no first slide to stop at: Previous goes round to the last one.
    await waitFor(() => expect(prev).toBeEnabled());
    await userEvent.click(prev);
    await showing(slides, 2);
  },
};

export const Autoplay: Story = {
  // A short delay keeps the test fast; the app uses CAROUSEL.testimonialInterval (5 s). The
  // slide animation outlasts 300 ms, so the position is read from the counter.
  args: { autoplay: 300 },
  play: async ({ canvasElement }) => {
    const { canvas, region } = parts(canvasElement);
    const track = region.querySelector<HTMLElement>('[data-slot="carousel-content"] > div')!;
    await expect(canvas.getByText('Slide 1 of 3')).toBeVisible();
    await expect(await canvas.findByText('Slide 2 of 3', {}, { timeout: 2000 })).toBeVisible();
    // The track has moved.
    await waitFor(() => expect(track.style.transform).not.toMatch(/^translate3d\(0px/));
    await canvas.findByText('Slide 3 of 3', {}, { timeout: 2000 });
  },
};

export const AutoplayPausesOnHoverAndFocus: Story = {
  args: { autoplay: 300, setApi: fn() },
  play: async ({ canvasElement, args }) => {
    const { canvas, region, next } = parts(canvasElement);
    await waitFor(() => expect(args.setApi).toHaveBeenCalled());
    const api = mocked(args.setApi!).mock.lastCall![0]!;
    const player = api.plugins().autoplay;
    await waitFor(() => expect(player.isPlaying()).toBe(true));
    // Paused is a state, not an absence of movement over some time: the autoplay is stopped and
    // has no timer set, so nothing can move the carousel until it plays again.
    const paused = () =>
      waitFor(() => {
        expect(player.isPlaying()).toBe(false);
        expect(player.timeUntilNext()).toBeNull();
      });

    await userEvent.hover(region);
    await paused();
    // The first advance may have come before the pointer did (300 ms on a busy machine): from
    // the first slide, so the resumed autoplay is seen moving on to the second.
    api.scrollTo(0, true);
    await expect(await canvas.findByText('Slide 1 of 3')).toBeVisible();
    await expect(player.isPlaying()).toBe(false);
    await userEvent.unhover(region);
    await waitFor(() => expect(player.isPlaying()).toBe(true));
    await canvas.findByText('Slide 2 of 3', {}, { timeout: 2000 });

    next.focus();
    await paused();
    // Where it stopped, once the counter shows it.
    const position = `Slide ${api.selectedScrollSnap() + 1} of 3`;
    await expect(await canvas.findByText(position)).toBeVisible();
    await expect(player.isPlaying()).toBe(false);
    await expect(canvas.getByText(/^Slide \d of 3$/)).toHaveTextContent(position);
    next.blur();
    await waitFor(
      () => expect(canvas.getByText(/^Slide \d of 3$/)).not.toHaveTextContent(position),
      { timeout: 2000 },
    );
  },
};

export const SpecDefaults: Story = {
  render: (args) => (
    <Carousel label="Employer testimonials" className="mx-12 w-64" {...args}>
      <CarouselContent>
        {quotes.map(({ quote, name }) => (
          <CarouselItem key={name}>
            <p className="rounded-lg border border-border p-4 text-sm">{quote}</p>
          </CarouselItem>
        ))}
      </CarouselContent>
      <EmblaOptions />
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId('embla-options')).toHaveTextContent(
        `dragThreshold ${CAROUSEL.dragThreshold}, duration ${CAROUSEL.duration}`,
      ),
    );
  },
};

/** Shows the options Embla runs with (SPEC §9: drag threshold 10, duration 25). */
function EmblaOptions() {
  const { api } = useCarousel();
  const options = api?.internalEngine().options;
  return (
    <p data-testid="embla-options" className="mt-2 text-sm">
      {options ? `dragThreshold ${options.dragThreshold}, duration ${options.duration}` : '…'}
    </p>
  );
}

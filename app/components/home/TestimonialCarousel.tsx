import { ServerMarkup } from "~/ui/ServerMarkup";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { Icon } from "~/ui/Icon";
import { memo, useEffect, useState } from "react";
import { fill } from "../../../core/content/format";
import { CAROUSEL_INTERVAL_MS } from "~/content/site-constants";
import type { SiteWords } from "~/content/words";
import { useHydrated, usePrefersReducedMotion } from "~/ui/motion";
import { Section } from "~/ui/Section";
import { Stars } from "~/ui/Stars";

/**
 * "auto" plays unless the visitor prefers reduced motion; the pause control toggles between
 * "playing" and "paused"; moving by hand (previous, next, a dot) pauses for good.
 */
type Autoplay = "auto" | "playing" | "paused";

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-surface-300 bg-white text-ink-700 shadow-sm transition hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

type Home = SiteWords["home"];
type Testimonial = Home["testimonialList"][number];

export function TestimonialCarousel({
  heading,
  testimonials,
}: {
  heading: Home["testimonials"];
  testimonials: Home["testimonialList"];
}) {
  return (
    <Section
      id="testimonials"
      heading={heading}
      className="bg-surface-50 py-24 sm:py-32"
      hydrateWhenNear
    >
      <Carousel testimonialsSection={heading} testimonials={testimonials} />
    </Section>
  );
}

/**
 * The slides and their controls. Their state lives here, inside the section's hydration boundary:
 * state above the boundary changes as the page comes alive (the carousel learns it is hydrated and
 * marks autoplay on) and would make React hydrate the whole section there and then, in one long
 * task, instead of in its own turn.
 */
function Carousel({
  testimonialsSection,
  testimonials,
}: {
  testimonialsSection: Home["testimonials"];
  testimonials: Home["testimonialList"];
}) {
  const [current, setCurrent] = useState(0);
  const [autoplay, setAutoplay] = useState<Autoplay>("auto");
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const playing = autoplay === "playing" || (autoplay === "auto" && !reducedMotion);
  const count = testimonials.length;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const goTo = (index: number) => {
    setCurrent((index + count) % count);
    setAutoplay("paused");
  };

  return (
    <div
      className="mx-auto max-w-4xl"
      role="region"
      aria-roledescription={testimonialsSection.carouselRole}
      aria-label={testimonialsSection.carouselLabel}
      data-autoplay={hydrated ? (playing ? "on" : "off") : undefined}
    >
      <div className="grid" aria-live={playing ? "off" : "polite"}>
        {testimonials.map((testimonial, index) => (
          <TestimonialSlide
            key={testimonial.id}
            testimonial={testimonial}
            words={testimonialsSection}
            label={fill(testimonialsSection.slideLabel, { position: index + 1, total: count })}
            active={index === current}
          />
        ))}
      </div>

      <div className="mt-8 flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlButton}
          onClick={() => goTo(current - 1)}
          aria-label={testimonialsSection.previousLabel}
        >
          <Icon icon={ChevronLeft} className="size-5" />
        </button>
        <ul className="flex items-center">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <button
                type="button"
                onClick={() => goTo(index)}
                aria-label={fill(testimonialsSection.dotLabel, {
                  position: index + 1,
                  total: count,
                  name: testimonial.name,
                })}
                aria-current={index === current ? "true" : undefined}
                className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all duration-300 ${
                    index === current
                      ? "w-8 bg-brand-600"
                      : "w-2.5 bg-surface-400 group-hover:bg-surface-500"
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={controlButton}
          onClick={() => goTo(current + 1)}
          aria-label={testimonialsSection.nextLabel}
        >
          <Icon icon={ChevronRight} className="size-5" />
        </button>
        <button
          type="button"
          className={`${controlButton} ml-2`}
          onClick={() => setAutoplay(playing ? "paused" : "playing")}
          aria-label={playing ? testimonialsSection.pauseLabel : testimonialsSection.playLabel}
        >
          {playing ? (
            <Icon icon={Pause} className="size-5" />
          ) : (
            <Icon icon={Play} className="size-5" />
          )}
        </button>
      </div>
    </div>
  );
}

/**
 * One slide, drawn again only when it comes or goes: the carousel itself renders once more as the
 * page comes alive (and on every turn), and redrawing every quote, avatar and star with it would
 * lengthen the task that hydration ends with.
 */
const TestimonialSlide = memo(function TestimonialSlide({
  testimonial,
  words,
  label,
  active,
}: {
  testimonial: Testimonial;
  words: Home["testimonials"];
  label: string;
  active: boolean;
}) {
  return (
    <div
      role="group"
      aria-roledescription={words.slideRole}
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      className={`relative col-start-1 row-start-1 rounded-[2rem] border border-surface-200 bg-white p-8 shadow-xl shadow-surface-900/5 transition-all duration-500 sm:p-12 ${
        active ? "visible translate-x-0 opacity-100" : "invisible translate-x-4 opacity-0"
      }`}
    >
      <ServerMarkup id={`testimonial-${testimonial.id}`}>
        <span
          aria-hidden="true"
          className="absolute top-4 right-8 font-display text-8xl leading-none text-brand-100 sm:text-9xl"
        >
          ”
        </span>
        <Stars
          rating={testimonial.rating}
          label={fill(words.ratingLabel, { rating: testimonial.rating })}
        />
        <figure>
          <blockquote className="mt-6 font-display text-xl leading-relaxed text-ink-900 sm:text-2xl">
            <p>“{testimonial.content}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <img
              src={testimonial.avatar}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 rounded-full ring-4 ring-brand-50"
            />
            <div>
              <p className="font-semibold text-ink-950">{testimonial.name}</p>
              <p className="text-ink-600">
                {testimonial.role}, {testimonial.company}
              </p>
            </div>
          </figcaption>
        </figure>
      </ServerMarkup>
    </div>
  );
});

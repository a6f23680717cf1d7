import { Capabilities } from "~/components/home/Capabilities";
import { ClosingCta } from "~/components/home/ClosingCta";
import { DemoSection } from "~/components/home/DemoSection";
import { Hero } from "~/components/home/Hero";
import { TestimonialCarousel } from "~/components/home/TestimonialCarousel";
import { wordsOf } from "~/language/site-words.server";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  return { words: wordsOf(request, context).home };
}

export default function Home({ loaderData: { words } }: Route.ComponentProps) {
  return (
    <>
      <Hero words={words} />
      <Capabilities heading={words.capabilities} services={words.services} />
      <DemoSection words={words} />
      <TestimonialCarousel heading={words.testimonials} testimonials={words.testimonialList} />
      <ClosingCta words={words.closing} />
    </>
  );
}

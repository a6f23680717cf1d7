import { Capabilities } from "~/components/home/Capabilities";
import { ClosingCta } from "~/components/home/ClosingCta";
import { DemoSection } from "~/components/home/DemoSection";
import { Hero } from "~/components/home/Hero";
import { TestimonialCarousel } from "~/components/home/TestimonialCarousel";

export default function Home() {
  return (
    <>
      <Hero />
      <Capabilities />
      <DemoSection />
      <TestimonialCarousel />
      <ClosingCta />
    </>
  );
}

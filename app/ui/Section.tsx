import type { ReactNode } from "react";
import { SectionHeading, type SectionHeadingCopy } from "./SectionHeading";
import { container } from "./styles";
import { HydrationBoundary } from "~/ui/HydrationBoundary";

/** A page section landmark titled by its centred heading (the section's h2). */
export function Section({
  id,
  heading,
  className,
  hydrateWhenNear = false,
  children,
}: {
  id: string;
  heading: SectionHeadingCopy;
  /** Background and vertical padding. */
  className: string;
  /** Hydrated only once it nears the screen (see HydrationBoundary): for a section below the first screen. */
  hydrateWhenNear?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  const section = (
    <section id={id} aria-labelledby={titleId} className={className}>
      <div className={container}>
        <SectionHeading id={titleId} heading={heading} />
        {children}
      </div>
    </section>
  );
  return hydrateWhenNear ? <HydrationBoundary whenNear={id}>{section}</HydrationBoundary> : section;
}

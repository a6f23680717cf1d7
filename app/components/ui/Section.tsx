import type { ReactNode } from "react";
import { SectionHeading } from "./SectionHeading";
import { container } from "./styles";
import { HydrationBoundary } from "~/components/ui/HydrationBoundary";

/** A page section landmark titled by its centred heading (the section's h2). */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** Background and vertical padding. */
  className: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <HydrationBoundary>
      <section aria-labelledby={titleId} className={className}>
        <div className={container}>
          <SectionHeading id={titleId} eyebrow={eyebrow} title={title} intro={intro} />
          {children}
        </div>
      </section>
    </HydrationBoundary>
  );
}

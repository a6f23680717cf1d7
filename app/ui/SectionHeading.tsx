import { ServerMarkup } from "~/ui/ServerMarkup";
import { eyebrow as eyebrowStyle } from "./styles";

/** The words above a section: a short eyebrow, the title (the section's h2) and an intro. */
export interface SectionHeadingCopy {
  eyebrow: string;
  title: string;
  intro?: string;
}

export function SectionHeading({
  id,
  heading: { eyebrow, title, intro },
  tone = "light",
}: {
  id: string;
  heading: SectionHeadingCopy;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <ServerMarkup id={`${id}-heading`} className="mx-auto mb-12 max-w-2xl text-center sm:mb-16">
      <p
        className={
          dark ? "text-sm font-semibold tracking-widest text-brand-300 uppercase" : eyebrowStyle
        }
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl ${dark ? "text-white" : "text-ink-950"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg text-pretty ${dark ? "text-ink-300" : "text-ink-600"}`}>
          {intro}
        </p>
      ) : null}
    </ServerMarkup>
  );
}

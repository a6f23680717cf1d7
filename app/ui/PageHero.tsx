import type { ReactNode } from "react";
import { ParticleCanvas } from "./particles/ParticleCanvas";
import { ServerMarkup } from "./ServerMarkup";
import { container } from "./styles";

/** The dark, gradient-lit opening of every inner page; holds the page's only h1. */
export function PageHero({
  eyebrow,
  title,
  copy,
  children,
  particles = false,
}: {
  eyebrow: string;
  title: string;
  copy?: string;
  children?: ReactNode;
  particles?: boolean;
}) {
  return (
    <section className="hero-backdrop relative isolate overflow-hidden pt-32 pb-20 sm:pt-40 sm:pb-24">
      {particles ? <ParticleCanvas /> : null}
      <div className={`${container} relative text-center`}>
        <ServerMarkup id="page-hero-words">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
            {eyebrow}
          </p>
          <h1 className="mx-auto mt-4 max-w-4xl font-display text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {copy ? (
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-300 sm:text-xl">
              {copy}
            </p>
          ) : null}
        </ServerMarkup>
        {children}
      </div>
    </section>
  );
}

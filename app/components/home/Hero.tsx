import { ServerMarkup } from "~/ui/ServerMarkup";
import { ArrowRight, CalendarCheck, Mic } from "lucide";
import { Icon } from "~/ui/Icon";
import type { SiteWords } from "~/content/words";
import { ParticleCanvas } from "~/ui/particles/ParticleCanvas";
import { ScrollTopLink } from "~/ui/ScrollTopLink";
import { container, onDarkPrimaryButton } from "~/ui/styles";
import { CallButton } from "~/voice/CallButton";

export function Hero({
  words: { hero: homeHero, callPreview: heroCallPreview },
}: {
  words: SiteWords["home"];
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="hero-backdrop relative isolate overflow-hidden"
    >
      <ParticleCanvas />
      <div
        className={`${container} relative grid items-center gap-16 pt-32 pb-20 sm:pt-40 lg:grid-cols-12 lg:pt-44 lg:pb-32`}
      >
        <div className="lg:col-span-7">
          <ServerMarkup id="hero-words">
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-brand-100 backdrop-blur">
              <span aria-hidden="true" className="size-2 rounded-full bg-success-400" />
              {homeHero.eyebrow}
            </p>
            <h1
              id="hero-title"
              className="mt-6 font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance text-white sm:text-6xl lg:text-7xl"
            >
              {homeHero.headlineLead}{" "}
              <span className="bg-linear-to-r from-brand-300 via-highlight-300 to-info-300 bg-clip-text text-transparent">
                {homeHero.headlineHighlight}
              </span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-300 sm:text-xl">
              {homeHero.copy}
            </p>
          </ServerMarkup>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-start">
            <ScrollTopLink to={homeHero.primaryCta.to} className={onDarkPrimaryButton}>
              {homeHero.primaryCta.label}
              <Icon icon={ArrowRight} className="size-5" />
            </ScrollTopLink>
            <div className="flex flex-col">
              <CallButton placement="hero" />
            </div>
          </div>
          <p className="mt-4 text-sm text-ink-400">{homeHero.callHint}</p>
        </div>

        <ServerMarkup
          id="hero-call-preview"
          aria-hidden="true"
          className="hidden lg:col-span-5 lg:block"
        >
          <div className="relative rounded-3xl border border-white/10 bg-white/[0.06] p-6 shadow-2xl shadow-brand-950/50 backdrop-blur-xl">
            <div className="flex items-center justify-between">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-2xl bg-linear-to-br from-brand-500 to-accent-600 text-white">
                  <Icon icon={Mic} className="size-5" />
                </span>
                <div>
                  <p className="font-semibold text-white">{heroCallPreview.agent}</p>
                  <p className="flex items-center gap-1.5 text-sm text-success-300">
                    <span className="size-1.5 rounded-full bg-success-400" />
                    {heroCallPreview.status}
                  </p>
                </div>
              </div>
              <span className="font-mono text-sm text-ink-300">{heroCallPreview.duration}</span>
            </div>
            <div className="mt-6 flex h-12 items-end gap-1">
              {[
                40, 65, 90, 55, 75, 100, 60, 85, 45, 70, 95, 50, 80, 60, 35, 75, 90, 55, 65, 40,
              ].map((height, index) => (
                <span
                  key={index}
                  className="flex-1 rounded-full bg-linear-to-t from-brand-500 to-highlight-400 opacity-80"
                  style={{ height: `${height}%` }}
                />
              ))}
            </div>
            <ul className="mt-6 space-y-3">
              {heroCallPreview.lines.map((line) => (
                <li
                  key={line.text}
                  className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm ${
                    line.from === "agent"
                      ? "ml-auto rounded-br-md bg-brand-500/90 text-white"
                      : "rounded-bl-md bg-white/10 text-ink-100"
                  }`}
                >
                  {line.text}
                </li>
              ))}
            </ul>
            <p className="mt-6 flex items-center gap-2 rounded-2xl border border-success-400/30 bg-success-400/10 px-4 py-3 text-sm font-medium text-success-200">
              <Icon icon={CalendarCheck} className="size-5" />
              {heroCallPreview.outcome}
            </p>
          </div>
        </ServerMarkup>
      </div>
    </section>
  );
}

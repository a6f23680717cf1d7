import { ArrowRight } from "lucide";
import { Icon } from "~/ui/Icon";
import type { SiteWords } from "~/content/words";
import { ScrollTopLink } from "~/ui/ScrollTopLink";
import { onDarkPrimaryButton, onDarkSecondaryButton } from "~/ui/styles";
import { CtaBand } from "~/ui/CtaBand";

export function ClosingCta({ words: closingCta }: { words: SiteWords["home"]["closing"] }) {
  return (
    <CtaBand
      id="closing-cta"
      className="bg-surface-50 pb-24 sm:pb-32"
      panelClassName="hero-backdrop relative overflow-hidden rounded-[2.5rem] px-6 py-16 text-center shadow-2xl shadow-brand-900/20 sm:px-16 sm:py-20"
    >
      <h2
        id="closing-cta-title"
        className="mx-auto max-w-2xl font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl"
      >
        {closingCta.title}
      </h2>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-300">{closingCta.copy}</p>
      <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <ScrollTopLink to={closingCta.primary.to} className={onDarkPrimaryButton}>
          {closingCta.primary.label}
          <Icon icon={ArrowRight} className="size-5" />
        </ScrollTopLink>
        <ScrollTopLink to={closingCta.secondary.to} className={onDarkSecondaryButton}>
          {closingCta.secondary.label}
        </ScrollTopLink>
      </div>
    </CtaBand>
  );
}

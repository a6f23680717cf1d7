import { ArrowRight } from "lucide";
import { Icon } from "~/ui/Icon";
import { ComparisonTable } from "~/components/products/ComparisonTable";
import { ServiceCatalogue } from "~/components/products/ServiceCatalogue";
import { ServiceModels } from "~/components/products/ServiceModels";
import { wordsOf } from "~/language/site-words.server";
import { PageHero } from "~/ui/PageHero";
import { ScrollTopLink } from "~/ui/ScrollTopLink";
import { CtaBand } from "~/ui/CtaBand";
import { primaryButton } from "~/ui/styles";
import type { Route } from "./+types/products";

export function loader({ request, context }: Route.LoaderArgs) {
  return { words: wordsOf(request, context).products };
}

export default function Products({ loaderData: { words } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title} copy={words.hero.copy} />
      <ServiceModels heading={words.modelsSection} models={words.models} />
      <ServiceCatalogue words={words} />
      <ComparisonTable words={words.comparison} models={words.models} />
      <CtaBand
        id="products-cta"
        className="bg-white pb-24 sm:pb-32"
        panelClassName="mx-auto flex max-w-4xl flex-col items-center rounded-[2rem] bg-linear-to-br from-brand-50 via-white to-accent-50 px-6 py-14 text-center ring-1 ring-brand-100"
      >
        <h2 id="products-cta-title" className="font-display text-3xl font-bold text-ink-950">
          {words.cta.title}
        </h2>
        <p className="mt-4 max-w-xl text-lg text-ink-600">{words.cta.copy}</p>
        <ScrollTopLink to={words.cta.to} className={`${primaryButton} mt-8`}>
          {words.cta.label}
          <Icon icon={ArrowRight} className="size-5" />
        </ScrollTopLink>
      </CtaBand>
    </>
  );
}

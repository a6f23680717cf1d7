import { ArrowRight, Check } from "lucide";
import { Icon } from "~/ui/Icon";
import type { SiteWords } from "~/content/words";
import { usePaths } from "~/language/page-language";
import { CardGrid } from "~/ui/CardGrid";
import { ScrollTopLink } from "~/ui/ScrollTopLink";
import { GradientIcon } from "~/ui/GradientIcon";
import { Section } from "~/ui/Section";
import { card } from "~/ui/styles";

export function ServiceCatalogue({
  words: { servicesSection, services, serviceDetails },
}: {
  words: SiteWords["products"];
}) {
  const { contact } = usePaths();
  return (
    <Section id="services" heading={servicesSection} className="bg-surface-50 py-24 sm:py-28">
      <CardGrid
        id="service-cards"
        className="grid gap-8 md:grid-cols-2 xl:grid-cols-3"
        items={services}
        keyOf={(service) => service.name}
        stagger={(index) => index % 3}
      >
        {(service, index) => {
          const details = serviceDetails[index]!;
          const titleId = `service-${index}-title`;
          return (
            <article aria-labelledby={titleId} className={`${card} flex h-full flex-col p-8`}>
              <div className="flex items-start justify-between gap-4">
                <GradientIcon icon={service.icon} gradient={service.gradient} />
                <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                  {service.category}
                </span>
              </div>
              <h3 id={titleId} className="mt-6 font-display text-2xl font-semibold text-ink-950">
                {service.name}
              </h3>
              <p className="mt-3 text-ink-600">{details.description}</p>
              <h4 className="mt-6 text-sm font-semibold tracking-wider text-ink-900 uppercase">
                {servicesSection.featuresHeading}
              </h4>
              <ul className="mt-3 mb-8 grid gap-2.5">
                {details.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5 text-ink-700">
                    <Icon icon={Check} className="mt-0.5 size-5 shrink-0 text-success-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ScrollTopLink
                to={`${contact}?interest=${encodeURIComponent(service.contactInterest)}`}
                aria-describedby={titleId}
                className="mt-auto inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-full bg-surface-950 px-6 py-3 font-semibold text-white transition hover:-translate-y-0.5 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {servicesSection.getStarted}
                <Icon icon={ArrowRight} className="size-5" />
              </ScrollTopLink>
            </article>
          );
        }}
      </CardGrid>
    </Section>
  );
}

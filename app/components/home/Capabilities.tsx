import { capabilitiesSection } from "~/content/home";
import { services } from "~/content/services";
import { CardGrid } from "~/ui/CardGrid";
import { GradientIcon } from "~/ui/GradientIcon";
import { Section } from "~/ui/Section";
import { card } from "~/ui/styles";

export function Capabilities() {
  return (
    <Section id="capabilities" heading={capabilitiesSection} className="bg-white py-24 sm:py-32">
      <CardGrid
        id="capability-cards"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        items={services}
        keyOf={(service) => service.name}
      >
        {(service) => (
          <article className={`${card} group h-full p-8`}>
            <GradientIcon
              icon={service.icon}
              gradient={service.gradient}
              className="transition-transform duration-300 group-hover:scale-110"
            />
            <h3 className="mt-6 font-display text-xl font-semibold text-slate-950">
              {service.name}
            </h3>
            <p className="mt-3 text-slate-600">{service.summary}</p>
          </article>
        )}
      </CardGrid>
    </Section>
  );
}

import type { SiteWords } from "~/content/words";
import { CardGrid } from "~/ui/CardGrid";
import { IconCard } from "~/ui/IconCard";
import { Section } from "~/ui/Section";

export function Capabilities({
  heading,
  services,
}: {
  heading: SiteWords["home"]["capabilities"];
  services: SiteWords["home"]["services"];
}) {
  return (
    <Section id="capabilities" heading={heading} className="bg-white py-24 sm:py-32">
      <CardGrid
        id="capability-cards"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        items={services}
        keyOf={(service) => service.name}
      >
        {(service) => (
          <IconCard
            icon={service.icon}
            gradient={service.gradient}
            title={service.name}
            text={service.summary}
            lift
          />
        )}
      </CardGrid>
    </Section>
  );
}

import { capabilitiesSection } from "~/content/home";
import { services } from "~/content/services";
import { revealDelay, useRevealOnScroll } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/SectionHeading";
import { card, container } from "~/components/ui/styles";

export function Capabilities() {
  const gridRef = useRevealOnScroll<HTMLUListElement>();
  return (
    <section aria-labelledby="capabilities-title" className="bg-white py-24 sm:py-32">
      <div className={container}>
        <SectionHeading
          id="capabilities-title"
          eyebrow={capabilitiesSection.eyebrow}
          title={capabilitiesSection.title}
          intro={capabilitiesSection.intro}
        />
        <ul ref={gridRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => {
            const Icon = service.icon;
            return (
              <li key={service.name} style={revealDelay(index)}>
                <article className={`${card} group h-full p-8`}>
                  <span
                    className={`inline-flex size-14 items-center justify-center rounded-2xl bg-linear-to-br ${service.gradient} text-white shadow-lg transition-transform duration-300 group-hover:scale-110`}
                  >
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <h3 className="mt-6 font-display text-xl font-semibold text-slate-950">
                    {service.name}
                  </h3>
                  <p className="mt-3 text-slate-600">{service.summary}</p>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

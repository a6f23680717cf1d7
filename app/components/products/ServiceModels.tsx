import { ServerMarkup } from "~/ui/ServerMarkup";
import { Check, X } from "lucide";
import { Icon } from "~/ui/Icon";
import { serviceModels, serviceModelsSection } from "~/content/products";
import { Section } from "~/ui/Section";
import { card } from "~/ui/styles";

export function ServiceModels() {
  return (
    <Section id="models" heading={serviceModelsSection} className="bg-white py-24 sm:py-28">
      <ServerMarkup
        as="ul"
        id="service-models"
        className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2"
      >
        {serviceModels.map((model) => (
          <li key={model.name}>
            <article
              className={`${card} relative h-full overflow-hidden p-8 sm:p-10 ${
                model.highlighted ? "ring-2 ring-indigo-500" : ""
              }`}
            >
              <div
                aria-hidden="true"
                className={`absolute inset-x-0 top-0 h-1.5 bg-linear-to-r ${
                  model.highlighted
                    ? "from-indigo-500 to-violet-500"
                    : "from-sky-500 to-emerald-500"
                }`}
              />
              <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">
                {model.billing}
              </p>
              <h3 className="mt-3 font-display text-2xl font-bold text-slate-950 sm:text-3xl">
                {model.name}
              </h3>
              <p className="mt-3 text-lg text-slate-600">{model.tagline}</p>
              <ul className="mt-8 space-y-4">
                {model.points.map((point) => (
                  <li key={point.text} className="flex items-start gap-3">
                    {point.included ? (
                      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                        <Icon icon={Check} className="size-4" />
                      </span>
                    ) : (
                      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
                        <Icon icon={X} className="size-4" />
                      </span>
                    )}
                    <span className={point.included ? "text-slate-800" : "text-slate-500"}>
                      <span className="sr-only">
                        {point.included ? "Included: " : "Not included: "}
                      </span>
                      {point.text}
                    </span>
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ServerMarkup>
    </Section>
  );
}

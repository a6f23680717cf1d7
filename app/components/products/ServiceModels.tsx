import { ServerMarkup } from "~/ui/ServerMarkup";
import { Check, X } from "lucide";
import { Icon } from "~/ui/Icon";
import type { SiteWords } from "~/content/words";
import { Section } from "~/ui/Section";
import { card } from "~/ui/styles";

export function ServiceModels({
  heading,
  models,
}: {
  heading: SiteWords["products"]["modelsSection"];
  models: SiteWords["products"]["models"];
}) {
  return (
    <Section id="models" heading={heading} className="bg-white py-24 sm:py-28">
      <ServerMarkup
        as="ul"
        id="service-models"
        className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2"
      >
        {models.map((model) => (
          <li key={model.name}>
            <article
              className={`${card} relative h-full overflow-hidden p-8 sm:p-10 ${
                model.highlighted ? "ring-2 ring-brand-500" : ""
              }`}
            >
              <div
                aria-hidden="true"
                className={`absolute inset-x-0 top-0 h-1.5 bg-linear-to-r ${
                  model.highlighted
                    ? "from-brand-500 to-accent-500"
                    : "from-info-500 to-success-500"
                }`}
              />
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {model.billing}
              </p>
              <h3 className="mt-3 font-display text-2xl font-bold text-ink-950 sm:text-3xl">
                {model.name}
              </h3>
              <p className="mt-3 text-lg text-ink-600">{model.tagline}</p>
              <ul className="mt-8 space-y-4">
                {model.points.map((point) => (
                  <li key={point.text} className="flex items-start gap-3">
                    {point.included ? (
                      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-success-100 text-success-700">
                        <Icon icon={Check} className="size-4" />
                      </span>
                    ) : (
                      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-100 text-ink-500">
                        <Icon icon={X} className="size-4" />
                      </span>
                    )}
                    <span className={point.included ? "text-ink-800" : "text-ink-500"}>
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

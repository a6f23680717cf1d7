import type { SiteWords } from "~/content/words";
import { PageHero } from "./PageHero";
import { ServerMarkup } from "./ServerMarkup";
import { container } from "./styles";

/** A legal document: hero with its date, then readable sections. */
export function LegalPage({ document }: { document: SiteWords["privacyPolicy"] }) {
  return (
    <>
      <PageHero eyebrow={document.lastUpdated} title={document.title} />
      <div className="bg-white py-16 sm:py-24">
        <div className={container}>
          <ServerMarkup
            as="article"
            id="legal-document"
            className="legal-document mx-auto max-w-3xl"
          >
            <p className="text-lg text-ink-700">{document.intro}</p>
            {document.sections.map((section) => (
              <section key={section.heading} id={section.id} className="mt-12 scroll-mt-24">
                <h2 className="font-display text-2xl font-bold text-ink-950">{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 leading-relaxed text-ink-700">
                    {paragraph}
                  </p>
                ))}
                {section.list ? (
                  <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-700 marker:text-brand-500">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </ServerMarkup>
        </div>
      </div>
    </>
  );
}

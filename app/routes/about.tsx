import { ServerMarkup } from "~/ui/ServerMarkup";
import { Mail } from "lucide";
import { Icon } from "~/ui/Icon";
import { FounderPhoto } from "~/components/about/FounderPhoto";
import { PageHero } from "~/ui/PageHero";
import { CardGrid } from "~/ui/CardGrid";
import { CtaBand } from "~/ui/CtaBand";
import { IconCard } from "~/ui/IconCard";
import { Section } from "~/ui/Section";
import { pillLink, SocialLinkPill } from "~/ui/SocialLinkPill";
import { container, eyebrow } from "~/ui/styles";
import { useLayoutWords } from "~/language/page-language";
import { wordsOf } from "~/language/site-words.server";
import type { Route } from "./+types/about";

export function loader({ request, context }: Route.LoaderArgs) {
  return { words: wordsOf(request, context).about };
}

export default function About({ loaderData: { words } }: Route.ComponentProps) {
  const {
    hero: aboutHero,
    stats,
    story,
    mission,
    valuesSection,
    coreValues,
    founder,
    vision,
  } = words;
  const { layoutLabels } = useLayoutWords();
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} copy={aboutHero.copy} particles>
        <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 gap-3 sm:gap-6">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl border border-white/10 bg-white/5 px-3 py-5 backdrop-blur sm:px-6 sm:py-6"
            >
              <dt className="mt-1 text-sm text-ink-300 sm:text-base">{stat.label}</dt>
              <dd className="order-first bg-linear-to-r from-brand-200 to-highlight-200 bg-clip-text font-display text-3xl font-bold text-transparent sm:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <ServerMarkup
        as="section"
        id="story"
        aria-labelledby="story-title"
        className="bg-white py-24 sm:py-28"
      >
        <div className={`${container} grid gap-12 lg:grid-cols-2 lg:gap-20`}>
          <div>
            <p className={eyebrow}>{story.eyebrow}</p>
            <h2
              id="story-title"
              className="mt-3 font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl"
            >
              {story.title}
            </h2>
            <div className="mt-6 space-y-5 text-lg text-ink-600">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="hero-backdrop self-start rounded-[2rem] p-8 text-white shadow-2xl shadow-brand-900/20 sm:p-12">
            <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
              {mission.eyebrow}
            </p>
            <h2 className="mt-3 font-display text-2xl font-bold sm:text-3xl">{mission.title}</h2>
            <p className="mt-5 text-lg text-ink-300">{mission.copy}</p>
          </div>
        </div>
      </ServerMarkup>

      <Section id="values" heading={valuesSection} className="bg-surface-50 py-24 sm:py-28">
        <CardGrid
          id="value-cards"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          items={coreValues}
          keyOf={(value) => value.title}
        >
          {(value) => (
            <IconCard
              icon={value.icon}
              gradient={value.gradient}
              title={value.title}
              text={value.description}
              size="md"
            />
          )}
        </CardGrid>
      </Section>

      <Section
        id="founder"
        heading={{ eyebrow: founder.sectionEyebrow, title: founder.sectionTitle }}
        className="overflow-x-clip bg-white py-24 sm:py-28"
      >
        <div className="mx-auto grid max-w-5xl items-center gap-12 md:grid-cols-5">
          <div className="relative md:col-span-2">
            <div
              aria-hidden="true"
              className="absolute -inset-3 rotate-3 rounded-[2rem] bg-linear-to-br from-brand-400 to-highlight-400 opacity-30"
            />
            <FounderPhoto
              src={founder.image}
              alt={founder.imageAlt}
              fallbackSrc={founder.fallbackImage}
              fallbackAlt={founder.fallbackAlt}
              className="relative aspect-[6/7] w-full rounded-[2rem] bg-surface-100 object-cover shadow-xl"
            />
          </div>
          <ServerMarkup id="founder-bio" className="md:col-span-3">
            <h3 className="font-display text-3xl font-bold text-ink-950">{founder.name}</h3>
            <p className="mt-1 text-lg font-medium text-brand-700">{founder.role}</p>
            <div className="mt-6 space-y-4 text-lg text-ink-600">
              {founder.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ul className="mt-8 flex flex-wrap gap-3">
              <li>
                <a href={founder.email.href} className={pillLink}>
                  <Icon icon={Mail} className="size-5" />
                  {founder.email.label}
                </a>
              </li>
              {founder.social.map((link) => (
                <li key={link.platform}>
                  <SocialLinkPill link={link} opensInNewTab={layoutLabels.opensInNewTab} />
                </li>
              ))}
            </ul>
          </ServerMarkup>
        </div>
      </Section>

      <CtaBand
        id="vision"
        className="bg-surface-50 py-24 sm:py-28"
        panelAs="figure"
        panelClassName="hero-backdrop mx-auto max-w-5xl rounded-[2.5rem] px-8 py-16 text-center shadow-2xl shadow-brand-900/20 sm:px-16"
      >
        <h2
          id="vision-title"
          className="text-sm font-semibold tracking-widest text-brand-300 uppercase"
        >
          {vision.eyebrow}
        </h2>
        <blockquote className="mx-auto mt-6 max-w-3xl font-display text-2xl leading-snug font-medium text-balance text-white sm:text-3xl">
          <p>“{vision.quote}”</p>
        </blockquote>
        <figcaption className="mt-8 text-ink-300">{vision.attribution}</figcaption>
      </CtaBand>
    </>
  );
}

import { ServerMarkup } from "~/ui/ServerMarkup";
import { Icon, type IconNode } from "~/ui/Icon";
import { Mail, MapPin, Phone } from "lucide";
import { contactInfo, socialLinks } from "../../../core/content/site";
import type { SiteWords } from "~/content/words";
import { useLayoutWords } from "~/language/page-language";
import { SocialLinkPill } from "~/ui/SocialLinkPill";

function DetailRow({
  icon,
  label,
  value,
  href,
}: {
  icon: IconNode;
  label: string;
  value: string;
  href?: string;
}) {
  const body = (
    <>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
        <Icon icon={icon} className="size-5" />
      </span>
      <span>
        <span className="block text-sm font-medium text-ink-500">{label}</span>
        <span className="block font-semibold text-ink-900">{value}</span>
      </span>
    </>
  );
  return (
    <li>
      {href ? (
        <a
          href={href}
          className="group -m-2 flex items-center gap-4 rounded-2xl p-2 transition hover:bg-surface-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {body}
        </a>
      ) : (
        <div className="flex items-center gap-4">{body}</div>
      )}
    </li>
  );
}

export function ContactDetails({ words }: { words: SiteWords["contact"]["details"] }) {
  const { location, socialLabels, layoutLabels } = useLayoutWords();
  return (
    <ServerMarkup
      as="section"
      id="contact-details"
      aria-labelledby="contact-details-title"
      className="render-when-near rounded-3xl border border-surface-200 bg-white p-8 shadow-sm"
    >
      <h2 id="contact-details-title" className="font-display text-2xl font-bold text-ink-950">
        {words.title}
      </h2>
      <p className="mt-2 text-ink-600">{words.intro}</p>
      <ul className="mt-6 space-y-5">
        <DetailRow
          icon={Mail}
          label={words.emailLabel}
          value={contactInfo.email}
          href={`mailto:${contactInfo.email}`}
        />
        <DetailRow
          icon={Phone}
          label={words.phoneLabel}
          value={contactInfo.phoneDisplay}
          href={contactInfo.phoneHref}
        />
        <DetailRow icon={MapPin} label={words.locationLabel} value={location} />
      </ul>
      <h3 className="mt-8 text-sm font-semibold tracking-wider text-ink-900 uppercase">
        {words.socialHeading}
      </h3>
      <ul className="mt-3 flex gap-3">
        {socialLinks.map((link) => (
          <li key={link.name}>
            <SocialLinkPill
              link={{ platform: link.name, label: socialLabels[link.name], href: link.href }}
              opensInNewTab={layoutLabels.opensInNewTab}
            />
          </li>
        ))}
      </ul>
    </ServerMarkup>
  );
}

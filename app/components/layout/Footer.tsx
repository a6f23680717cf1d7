import { ServerMarkup } from "~/ui/ServerMarkup";
import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "~/ui/Icon";
import { contactInfo, socialLinks } from "../../../core/content/site";
import { useLayoutWords } from "~/language/page-language";
import { Logo } from "~/ui/Logo";
import { ScrollTopLink } from "~/ui/ScrollTopLink";
import { container } from "~/ui/styles";
import { SocialIcon } from "~/ui/SocialIcon";

const footerLink =
  "rounded text-ink-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function Footer() {
  const { footer, footerNav, layoutLabels, socialLabels, location } = useLayoutWords();
  return (
    <ServerMarkup
      as="footer"
      id="site-footer"
      className="render-when-near relative overflow-hidden bg-surface-950 text-ink-300"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-brand-500/60 to-transparent"
      />
      <div className={`${container} grid grid-cols-2 gap-x-8 gap-y-12 py-16 lg:grid-cols-12`}>
        <div className="col-span-2 lg:col-span-4">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-ink-400">{footer.blurb}</p>
          <p className="mt-6 text-sm font-semibold text-white">{footer.socialHeading}</p>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/10 bg-white/5 text-ink-200 transition hover:-translate-y-0.5 hover:border-brand-400/60 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <SocialIcon name={link.name} className="size-5" />
                  <span className="sr-only">
                    {socialLabels[link.name]} {layoutLabels.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        {footerNav.map((group) => (
          <nav key={group.heading} aria-label={group.heading} className="lg:col-span-2">
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {group.heading}
            </h2>
            <ul className="mt-4 space-y-3">
              {group.items.map((item) => (
                <li key={item.to}>
                  <ScrollTopLink to={item.to} className={footerLink}>
                    {item.label}
                  </ScrollTopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 lg:col-span-4">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {footer.contactHeading}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={`mailto:${contactInfo.email}`}
                className={`${footerLink} inline-flex items-center gap-3`}
              >
                <Icon icon={Mail} className="size-5 text-brand-300" />
                {contactInfo.email}
              </a>
            </li>
            <li>
              <a
                href={contactInfo.phoneHref}
                className={`${footerLink} inline-flex items-center gap-3`}
              >
                <Icon icon={Phone} className="size-5 text-brand-300" />
                {contactInfo.phoneDisplay}
              </a>
            </li>
            <li className="inline-flex items-center gap-3 text-ink-300">
              <Icon icon={MapPin} className="size-5 text-brand-300" />
              {location}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div
          className={`${container} flex flex-col gap-2 py-6 text-sm text-ink-400 sm:flex-row sm:justify-between`}
        >
          <p>{footer.copyright}</p>
          <p>{footer.sampleNotice}</p>
        </div>
      </div>
    </ServerMarkup>
  );
}

import type { SocialPlatform } from "../../core/content/site";
import { SocialIcon } from "./SocialIcon";

export const pillLink =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-surface-300 bg-white px-4 py-2 font-medium text-ink-800 transition hover:-translate-y-0.5 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A social profile link showing the platform's mark and name; opens in a new tab. */
export function SocialLinkPill({
  link,
  opensInNewTab,
}: {
  link: { platform: SocialPlatform; label: string; href: string };
  /** Said after the label: "(opens in a new tab)", in the page's language. */
  opensInNewTab: string;
}) {
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={pillLink}>
      <SocialIcon name={link.platform} className="size-5" />
      {link.platform}
      <span className="sr-only">
        : {link.label} {opensInNewTab}
      </span>
    </a>
  );
}

import { Languages } from "lucide";
import { useLocation } from "react-router";
import { Icon } from "~/ui/Icon";
import { usePageLanguage } from "./page-language";

/**
 * Links to this page in the site's other languages, each named in its own language. A plain link,
 * not a client-side navigation: another language is another document (its `lang`, its layout,
 * its assistant), so a call in progress ends with the page it started on.
 */
export function LanguageSwitch({ tone }: { tone: "light" | "dark" }) {
  const page = usePageLanguage();
  const { search } = useLocation();
  if (!page || page.twins.length === 0) return null;
  return (
    <ul aria-label={page.layout.languageSwitchLabel} className="flex items-center gap-1">
      {page.twins.map((twin) => (
        <li key={twin.language}>
          <a
            href={twin.keepsQuery ? twin.path + search : twin.path}
            hrefLang={twin.language}
            lang={twin.language}
            aria-label={twin.nativeName}
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
              tone === "dark"
                ? "text-ink-700 hover:bg-surface-100 hover:text-ink-950 focus-visible:outline-brand-600"
                : "text-ink-100 hover:bg-white/10 hover:text-white focus-visible:outline-white"
            }`}
          >
            <Icon icon={Languages} className="size-4.5" />
            {/* Its code where the bar is crowded (a tablet's width), its name elsewhere. */}
            <span className="md:max-lg:hidden">{twin.nativeName}</span>
            <span aria-hidden="true" className="hidden uppercase md:max-lg:inline">
              {twin.language}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

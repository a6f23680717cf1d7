import { Bot } from "lucide";
import { Icon } from "~/ui/Icon";
import type { SiteWords } from "~/content/words";

/** A static browser window previewing an AI-powered website. */
export function WebsiteMock({ site }: { site: SiteWords["home"]["websiteMock"] }) {
  return (
    <figure className="mx-auto max-w-4xl">
      <div className="overflow-hidden rounded-3xl border border-white/10 bg-white shadow-2xl shadow-brand-950/40">
        <div className="flex items-center gap-4 border-b border-surface-200 bg-surface-100 px-4 py-3">
          <div aria-hidden="true" className="flex gap-1.5">
            <span className="size-3 rounded-full bg-danger-400" />
            <span className="size-3 rounded-full bg-warning-400" />
            <span className="size-3 rounded-full bg-success-400" />
          </div>
          <p className="flex flex-1 items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm text-ink-600">
            <span aria-hidden="true" className="size-2 rounded-full bg-success-500" />
            {site.address}
          </p>
        </div>
        <div className="relative bg-linear-to-br from-warning-50 via-white to-info-50 px-6 py-12 sm:px-12 sm:py-16">
          <p className="flex items-center gap-2 font-display text-lg font-bold text-ink-900">
            <span
              aria-hidden="true"
              className="size-5 rounded-md bg-linear-to-br from-warning-400 to-info-600"
            />
            {site.siteName}
          </p>
          <p className="mt-8 max-w-md font-display text-3xl font-bold text-ink-950 sm:text-4xl">
            {site.headline}
          </p>
          <p className="mt-4 max-w-md text-ink-700">{site.copy}</p>
          <span className="mt-6 inline-flex rounded-full bg-info-700 px-5 py-2.5 font-semibold text-white">
            {site.cta}
          </span>
          <div className="mt-10 flex items-end justify-end gap-3 sm:absolute sm:right-8 sm:bottom-8 sm:mt-0">
            <p className="max-w-56 rounded-2xl rounded-br-md border border-surface-200 bg-white px-4 py-3 text-sm text-ink-800 shadow-lg">
              {site.chatBubble}
            </p>
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-lg">
              <Icon icon={Bot} className="size-6" />
            </span>
          </div>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-ink-300">{site.caption}</figcaption>
    </figure>
  );
}

import { Globe } from "lucide";
import { useEffect } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { Icon } from "~/ui/Icon";
import { secondaryButton } from "~/ui/styles";
import { fill } from "../../core/content/format";
import type { BookingWords } from "./booking-views";
import { bookingInput } from "./booking-styles";
import type { ZoneChoice } from "./booking-views";

/**
 * The zone the times are shown in, named, and a GET form to change it (it works without
 * JavaScript). With JavaScript, a visitor who has not chosen one may get their browser's.
 */
export function ZoneForm({
  words,
  zone,
  keep,
  adoptBrowserZone = false,
}: {
  words: BookingWords["page"]["zone"];
  zone: ZoneChoice;
  keep: Record<string, string>;
  /** Where no zone is known yet (not on a booking's page, which has the visitor's). */
  adoptBrowserZone?: boolean;
}) {
  useBrowserZone(zone.chosen || !adoptBrowserZone);
  return (
    <Form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end" preventScrollReset>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grow">
        <label
          htmlFor="booking-zone"
          className="flex items-center gap-2 text-sm font-semibold text-ink-800"
        >
          <Icon icon={Globe} className="size-4 text-brand-600" />
          {words.label}
        </label>
        <select
          id="booking-zone"
          name="tz"
          defaultValue={zone.zone}
          key={zone.zone}
          aria-describedby="booking-zone-now"
          className={`${bookingInput} mt-1.5 py-2.5`}
        >
          {zone.zones.map((name) => (
            <option key={name} value={name}>
              {name.replaceAll("_", " ")}
            </option>
          ))}
        </select>
        <p id="booking-zone-now" className="mt-1.5 text-sm text-ink-600">
          {fill(words.showing, { zone: zone.zone, name: zone.name })}
        </p>
      </div>
      <button type="submit" className={`${secondaryButton} py-2.5 sm:mb-7`}>
        {words.change}
      </button>
    </Form>
  );
}

function useBrowserZone(keepShownZone: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (keepShownZone || params.has("tz")) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browserZone) return;
    params.set("tz", browserZone);
    void navigate(`?${params}${location.hash}`, { replace: true, preventScrollReset: true });
  }, [keepShownZone, location.search, location.hash, navigate]);
}

import { useState } from "react";
import { Form } from "react-router";
import { calendarFeed as words } from "~/content/calendar-feed";
import {
  hint,
  input,
  label,
  panel,
  panelHeading,
  primaryButton,
  secondaryButton,
} from "~/inbox/styles";
import { Time } from "~/inbox/Time";
import { FEED_INTENTS } from "./feed-intents";

/** The address just made, in a field to copy from (it is never shown again). */
function IssuedAddress({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4 rounded-lg border border-brand-200 bg-brand-50/60 p-4">
      <label htmlFor="feed-address" className={label}>
        {words.address}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="feed-address"
          readOnly
          value={url}
          aria-describedby="feed-address-hint"
          onFocus={(event) => event.currentTarget.select()}
          className={`${input} mt-0 font-mono text-xs`}
        />
        <button
          type="button"
          className={`${secondaryButton} shrink-0`}
          onClick={() => {
            void navigator.clipboard.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? words.copied : words.copy}
        </button>
      </div>
      <p id="feed-address-hint" className={hint}>
        {words.addressHint}
      </p>
    </div>
  );
}

/**
 * The staff member's own calendar feed on the Account page: make it, see it once, replace or
 * revoke it. Making one asks for a recent confirmation, as adding a passkey does: the address
 * opens the bookings for as long as it lives, beyond any session.
 */
export function CalendarFeedSection({
  feed,
  issuedUrl,
  confirmed,
  now,
}: {
  feed: { createdAt: string } | null;
  issuedUrl: string | null;
  confirmed: boolean;
  now: string;
}) {
  return (
    <section id="calendar-feed" aria-labelledby="feed-heading" className={`${panel} p-5 sm:p-6`}>
      <h2 id="feed-heading" className={panelHeading}>
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{words.intro}</p>

      {issuedUrl ? <IssuedAddress url={issuedUrl} /> : null}

      <div className="mt-4 text-sm text-ink-700">
        {feed ? (
          <p>
            {words.live} <Time iso={feed.createdAt} now={now} />.{" "}
            {issuedUrl ? null : words.shownOnce}
          </p>
        ) : (
          <p>{words.none}</p>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {confirmed ? (
          <Form method="post">
            <input type="hidden" name="intent" value={FEED_INTENTS.issue} />
            <button type="submit" className={feed ? secondaryButton : primaryButton}>
              {feed ? words.replace : words.create}
            </button>
          </Form>
        ) : (
          <p className="text-sm text-ink-600">{words.confirmFirst}</p>
        )}
        {feed ? (
          <Form method="post">
            <input type="hidden" name="intent" value={FEED_INTENTS.revoke} />
            <button type="submit" className={secondaryButton} aria-label={words.revokeLabel}>
              {words.revoke}
            </button>
          </Form>
        ) : null}
      </div>

      <details className="mt-5 rounded-lg border border-surface-200 px-4 py-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-semibold text-ink-900">
          {words.subscribe.heading}
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{words.subscribe.google}</li>
          <li>{words.subscribe.outlook}</li>
          <li>{words.subscribe.apple}</li>
        </ul>
      </details>
    </section>
  );
}

import { callStartText, consentText } from "../../../core/contact/call-context";
import type { LeadDetail } from "../../../server/inbox/lead-desk";
import { leadPage } from "~/content/inbox";
import { FORM_SOURCE } from "../../../core/contact/inquiry-record";
import { SOURCE_LANGUAGE } from "../../../core/content/language-paths";
import { sourceLabel, type SourceLabels } from "../source-label";
import { leadVisit } from "~/content/insights";
import { typedText } from "../styles";

/** A message, summary or transcript: its own line breaks kept, any long run broken. */
const longText = `text-sm whitespace-pre-wrap text-ink-900 ${typedText}`;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-2.5 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{term}</dt>
      <dd className={`mt-0.5 min-w-0 text-sm text-ink-900 sm:col-span-2 sm:mt-0 ${typedText}`}>
        {children}
      </dd>
    </div>
  );
}

const given = (value: string | null | undefined) =>
  value || <span className="text-ink-500">{leadPage.notGiven}</span>;

/**
 * Every field of the lead; a call's details when it came from the voice assistant, and the
 * transcript, collapsed, of a call or a chat.
 */
export function LeadFields({
  lead,
  labels,
  languageNames,
}: {
  lead: LeadDetail;
  labels: SourceLabels;
  /** The site's languages by code, named in the team's language. */
  languageNames: Record<string, string>;
}) {
  const { fields } = leadPage;
  const voice = lead.source === "voice";
  return (
    <>
      <dl className="divide-y divide-surface-100">
        <Row term={fields.email}>
          {lead.email ? (
            <a className="text-brand-700 hover:underline" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
          ) : (
            given(null)
          )}
        </Row>
        <Row term={fields.phone}>
          {lead.phone ? (
            <a
              className="text-brand-700 hover:underline"
              href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`}
            >
              {lead.phone}
            </a>
          ) : (
            given(null)
          )}
        </Row>
        <Row term={fields.company}>{given(lead.company)}</Row>
        <Row term={fields.interest}>{given(lead.interest)}</Row>
        <Row term={fields.source}>{sourceLabel(labels, lead.source ?? FORM_SOURCE)}</Row>
        <Row term={fields.language}>
          {languageNames[lead.language ?? SOURCE_LANGUAGE] ?? lead.language}
        </Row>
        <Row term={leadVisit.term}>
          {lead.landing_page ? (
            leadVisit.text(lead.landing_source ?? null, lead.landing_page)
          ) : (
            <span className="text-ink-500">{leadVisit.unknown}</span>
          )}
        </Row>
        {lead.spam_reason ? <Row term={fields.heldAs}>{lead.spam_reason}</Row> : null}
        {!voice && lead.preferred_time ? (
          <Row term={fields.preferredTime}>{lead.preferred_time}</Row>
        ) : null}
        {voice ? (
          <>
            <Row term={fields.preferredTime}>{given(lead.preferred_time)}</Row>
            <Row term={fields.endedReason}>{given(lead.ended_reason)}</Row>
            <Row term={fields.callId}>
              <code className="text-xs">{given(lead.call_id)}</code>
            </Row>
            <Row term={fields.consent}>
              {given(
                consentText(
                  lead,
                  lead.language && lead.language !== SOURCE_LANGUAGE
                    ? (languageNames[lead.language] ?? lead.language)
                    : null,
                ),
              )}
            </Row>
            <Row term={fields.callStart}>{given(callStartText(lead))}</Row>
          </>
        ) : null}
      </dl>
      {lead.message ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-ink-600">{fields.message}</h3>
          <p className={`${longText} mt-1 rounded-lg bg-surface-50 p-4`}>{lead.message}</p>
        </div>
      ) : null}
      {voice && lead.summary ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-ink-600">{fields.summary}</h3>
          <p className={`${longText} mt-1 rounded-lg bg-surface-50 p-4`}>{lead.summary}</p>
        </div>
      ) : null}
      {lead.transcript ? (
        <details className="mt-4 rounded-lg border border-surface-200">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold text-brand-700">
            {voice ? fields.showTranscript : fields.showConversation}
          </summary>
          <pre
            className={`${longText} max-h-96 overflow-auto border-t border-surface-200 p-4 font-sans`}
          >
            {lead.transcript}
          </pre>
        </details>
      ) : null}
    </>
  );
}

import { clientKey } from "../http/client-ip";
import {
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  inquiryValuesFrom,
  RENDERED_AT_FIELD,
} from "../../core/contact/inquiry-fields";
import { checkInquiry } from "../../core/contact/inquiry-schema";
import type { SubmissionOutcome } from "../../core/contact/submission-outcome";
import { fill } from "../../core/content/format";
import {
  LANGUAGE_FIELD,
  isLanguage,
  languageOfPath,
  siteLanguages,
  type Language,
} from "../../core/content/languages";
import { writeInquiry, type Inquiry } from "../db/inquiry-store";
import type { LeadOrigin } from "../db/inquiry-source";
import type { DeliveryChannel } from "../db/schema";
import type { Logger } from "../logger";
import type { TransactionBatcher } from "../db/transaction-batcher";
import { FORM_TOKEN_MAX_USES, formTokenProblem, type FormTokenCheck } from "./form-token";
import type { RateLimiter } from "../limits/rate-limiter";
import { readContactPost } from "../http/request-guard";
import { attributionColumns, type CountedVisit, type LeadCounter } from "./lead-counter";

/**
 * A way into the pipeline that posts a form: the contact form (server/contact/), the chat's "Send
 * this conversation to the team" (server/chat/)... Its posts pass the same defences and field
 * rules; each names its form, its source and what it adds (`readOrigin`: null when that cannot
 * be read).
 */
export interface InquiryWayIn {
  source: string;
  /** The value of `form-name` its posts carry. */
  formName: string;
  /** Its posts' size limit, when larger than a contact form's. */
  maxBodyBytes?: number;
  /** Where the site credits its leads (insights); with one, its sends are a funnel's step. */
  placement: string | null;
  readOrigin(get: (name: string) => unknown): Omit<LeadOrigin, "source"> | null;
}

export interface ContactService {
  /**
   * Handles one post of a way in: the contact form's (`POST /contact`, `POST /` with
   * form-name=contact) or another's.
   */
  submit(request: Request, clientIp: string, wayIn: InquiryWayIn): Promise<SubmissionOutcome>;
  /** The signed render time the form sends back. */
  issueFormToken(): string;
}

/**
 * What became of a post that looked like spam, though its sender was told it was received: held
 * (stored, never forwarded) or dropped (a filled honeypot: not stored at all).
 */
export type SpamHandling = "held" | "dropped" | undefined;

export interface ContactServiceDeps extends FormTokenCheck {
  /** The database's shared commits: posts arriving together share one disk flush. */
  transactions: TransactionBatcher;
  siteUrl: string;
  /** Channels configured now; each stored inquiry gets one delivery per channel. */
  channels: readonly DeliveryChannel[];
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Called after an inquiry with deliveries is committed: wakes the outbox worker. */
  onQueued?: () => void;
  /** Every submission's outcome, and what was done with it if it looked like spam (the metrics). */
  onOutcome?: (outcome: SubmissionOutcome, spam: SpamHandling) => void;
  /** Counts the form's sends and the leads, each with the visit it came from (INSIGHTS). */
  insights?: LeadCounter;
  /** The languages the site serves (SITE_LANGUAGES): a post answers, and its lead is kept, in one. */
  languages: readonly Language[];
  now?: () => number;
}

export function createContactService(deps: ContactServiceDeps): ContactService {
  const { logger, now = Date.now } = deps;
  let honeypotHits = 0;

  /** Each submission's outcome, told to the metrics with what was done with any spam. */
  async function submit(
    request: Request,
    clientIp: string,
    wayIn: InquiryWayIn,
  ): Promise<SubmissionOutcome> {
    const seen: { spam: SpamHandling } = { spam: undefined };
    const outcome = await decide(request, clientIp, seen, wayIn);
    deps.onOutcome?.(outcome, seen.spam);
    return outcome;
  }

  async function decide(
    request: Request,
    clientIp: string,
    seen: { spam: SpamHandling },
    wayIn: InquiryWayIn,
  ): Promise<SubmissionOutcome> {
    // Until the post is read, the language of the page it was sent to; then the one it names.
    const pageLanguage = languageOfPath(new URL(request.url).pathname, deps.languages);
    const read = await readContactPost(
      request,
      deps.siteUrl,
      wayIn.maxBodyBytes,
      siteLanguages[pageLanguage].contactForm.refused,
    );
    if (!read.ok) {
      logger.info({ status: read.refusal.status }, "contact post refused");
      return { kind: "refused", ...read.refusal };
    }
    const named = read.get(LANGUAGE_FIELD);
    const language = isLanguage(named) && deps.languages.includes(named) ? named : pageLanguage;
    const words = siteLanguages[language].contactForm;
    const formName = read.get(FORM_NAME_FIELD);
    if (formName !== null && formName !== undefined && formName !== wayIn.formName) {
      return { kind: "refused", status: 400, message: words.refused.unknownForm };
    }
    const honeypot = read.get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" && honeypot !== "") {
      honeypotHits += 1;
      logger.info({ honeypotHits }, "contact honeypot filled: post dropped");
      seen.spam = "dropped";
      return { kind: "received" };
    }

    const origin = wayIn.readOrigin(read.get);
    if (origin === null) {
      return { kind: "refused", status: 400, message: words.refused.unreadable };
    }
    const values = inquiryValuesFrom(read.get);
    const checked = checkInquiry(values, words);
    if (!checked.ok) return { kind: "invalid", fieldErrors: checked.fieldErrors, values };

    const decision = await deps.rateLimiter.take(clientKey(clientIp));
    if (!decision.allowed) {
      const retryAfterSeconds = Math.ceil(decision.retryAfterMs / 1000);
      logger.info({ retryAfterSeconds }, "contact post rate-limited");
      return {
        kind: "refused",
        status: 429,
        message: minutesMessage(words.refused.rateLimited, Math.ceil(retryAfterSeconds / 60)),
        retryAfterSeconds,
      };
    }

    // Only a valid post within the rate limit counts as a form step or reads its visit.
    const visit = await visitOf(request, clientIp);
    if (visit && wayIn.placement) deps.insights?.formSubmitted(visit, pagePath(request));
    const receivedAt = now();
    const spamReason = await fillTimeSuspicion(read.get(RENDERED_AT_FIELD), receivedAt);
    let inquiry: Inquiry;
    try {
      inquiry = await deps.transactions.run((trx) =>
        writeInquiry(trx, {
          fields: checked.inquiry,
          receivedAt: new Date(receivedAt),
          spamReason,
          channels: deps.channels,
          attribution: attributionColumns(visit),
          origin: { ...origin, source: wayIn.source, language },
        }),
      );
    } catch (error) {
      // The database is away (a restart, a failover): never "received" for what was not stored.
      logger.error({ err: error }, "inquiry could not be stored");
      return {
        kind: "refused",
        status: 503,
        message: words.refused.notStored,
        retryAfterSeconds: 60,
      };
    }
    if (spamReason) {
      seen.spam = "held";
      logger.warn({ inquiryId: inquiry.id, spamReason }, "inquiry held as suspected spam");
    } else {
      logger.info({ inquiryId: inquiry.id, channels: deps.channels }, "inquiry received");
      deps.insights?.leadCreated(visit, {
        id: inquiry.id,
        source: wayIn.source,
        placement: wayIn.placement,
        page: pagePath(request),
      });
      if (deps.channels.length > 0) deps.onQueued?.();
    }
    return { kind: "received" };
  }

  /**
   * Why the post looks automated, or null when it was filled in at a human pace: no valid token,
   * sent too fast, a token older than a day, or one sent more than FORM_TOKEN_MAX_USES times (a
   * bot replaying one it fetched once).
   */
  async function fillTimeSuspicion(token: unknown, receivedAt: number): Promise<string | null> {
    if (deps.minFillMs <= 0) return null;
    const found = await formTokenProblem(deps, token, receivedAt);
    switch (found?.problem) {
      case undefined:
        return null;
      case "no-token":
        return "no valid render timestamp";
      case "too-quick":
        return `sent ${found.elapsedMs} ms after the form was rendered`;
      case "expired":
        return `a form rendered ${Math.floor(found.elapsedMs / 3_600_000)} hours earlier (tokens last 24 hours)`;
      case "replayed":
        return `the same form token sent ${found.uses} times (at most ${FORM_TOKEN_MAX_USES})`;
    }
  }

  /** The visit the post comes from; counting never stands in the way of a lead. */
  async function visitOf(request: Request, clientIp: string): Promise<CountedVisit | null> {
    if (!deps.insights) return null;
    try {
      return await deps.insights.visitByAddress(
        clientKey(clientIp),
        request.headers.get("user-agent") ?? "",
      );
    } catch (error) {
      logger.warn({ err: error }, "insights: the lead's visit could not be found");
      return null;
    }
  }

  return { submit, issueFormToken: () => deps.formTokens.issue(now()) };
}

/** "Wait 1 minute", "wait 5 minutes": the refusal's form for the count. */
function minutesMessage(forms: { one: string; other: string }, minutes: number): string {
  return fill(minutes === 1 ? forms.one : forms.other, { minutes });
}

/** The page a post was sent from (its Referer on this site), else the contact page. */
function pagePath(request: Request): string {
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    if (referer.host === new URL(request.url).host) return referer.pathname;
  } catch {
    // No referer, or not a URL.
  }
  return "/contact";
}

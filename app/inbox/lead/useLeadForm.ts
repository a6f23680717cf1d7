import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { LeadAnswer } from "./lead-answer";

/**
 * One form of a lead's page with a fetcher of its own: its answer is its own (or, without
 * JavaScript, the page's answer when it names this form), and only its own success empties it.
 * Another form's save, or the page's revalidation, leaves what was typed here alone.
 */
export function useLeadForm(leadId: string, name: string, pageAnswer: LeadAnswer | undefined) {
  const fetcher = useFetcher<LeadAnswer>({ key: leadFormKey(leadId, name) });
  const ref = useRef<HTMLFormElement>(null);
  const saved = fetcher.state === "idle" && fetcher.data?.notice ? fetcher.data : null;
  useEffect(() => {
    if (saved) ref.current?.reset();
  }, [saved]);
  return {
    Form: fetcher.Form,
    ref,
    answer: fetcher.data ?? (pageAnswer?.form === name ? pageAnswer : undefined),
    busy: fetcher.state !== "idle",
  };
}

/** The fetcher key of a lead page's form: the page reads the answer of the last one sent. */
export const leadFormKey = (leadId: string, name: string) => `lead-${leadId}-${name}`;

import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import type { ContactFormWords } from "../../core/content/contact-form";
import { isInterest } from "../../core/content/interests";
import {
  eventFromResponse,
  failureAlert,
  failureMessage,
  stateAfter,
  transition,
} from "./form-state";
import {
  inquiryFieldNames,
  inquiryValuesFrom,
  overLongFields,
  type InquiryField,
  type InquiryValues,
} from "../../core/contact/inquiry-fields";
import type { SubmissionOutcome } from "../../core/contact/submission-outcome";

/** Without JavaScript the form posts to its own page; with it, to the hosted-form address. */
const SCRIPT_ENDPOINT = "/";

/** What a link to the form may bring in its navigation state: an interest, a message to start from. */
function broughtByLink(state: unknown): { interest?: string; message?: string } {
  const { primaryInterest, message } = (state ?? {}) as Record<string, unknown>;
  return {
    interest:
      typeof primaryInterest === "string" && isInterest(primaryInterest)
        ? primaryInterest
        : undefined,
    message: typeof message === "string" ? message : undefined,
  };
}

/**
 * The contact form's values and sending state: what a link brought in, edits, the check before
 * sending, the post and its answer, and where focus goes after each.
 */
export function useContactForm({
  words,
  initialInterest,
  outcome,
}: {
  words: ContactFormWords;
  initialInterest: string;
  outcome?: SubmissionOutcome;
}) {
  const location = useLocation();
  const [state, dispatch] = useReducer(transition, outcome, (answer) => stateAfter(answer, words));
  const [values, setValues] = useState<InquiryValues>(() => {
    if (outcome?.kind === "invalid") return outcome.values;
    const brought = broughtByLink(location.state);
    return {
      name: "",
      email: "",
      company: "",
      phone: "",
      interest: brought.interest ?? initialInterest,
      message: brought.message ?? "",
    };
  });
  // A link from this very page (a call's "Write to us instead") brings its values too.
  const arrival = useRef(location.key);
  useEffect(() => {
    if (arrival.current === location.key) return;
    arrival.current = location.key;
    const brought = broughtByLink(location.state);
    setValues((current) => ({
      ...current,
      interest: brought.interest ?? current.interest,
      message: current.message || (brought.message ?? ""),
    }));
  }, [location.key, location.state]);

  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  // What a visitor typed before the page woke up is in the fields, not in the state React started
  // from (hydration leaves the fields as they are): take it in, or the next render would clear it.
  useEffect(() => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    const typed = inquiryValuesFrom((name) => data.get(name));
    setValues((current) =>
      inquiryFieldNames.some((name) => typed[name] !== current[name]) ? typed : current,
    );
  }, []);
  const focusAfterRender = useRef<"thanks" | "first-error" | "form" | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === "thanks") thanksRef.current?.focus();
    if (target === "form") formRef.current?.querySelector<HTMLElement>("#contact-name")?.focus();
    if (target === "first-error" && state.status === "editing") {
      const field = inquiryFieldNames.find((name) => state.fieldErrors[name]);
      if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    }
  }, [state]);

  function edit(field: InquiryField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    dispatch({ type: "edited", field });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status !== "editing") return;
    const fieldErrors = overLongFields(values, words);
    if (Object.keys(fieldErrors).length > 0) {
      focusAfterRender.current = "first-error";
      dispatch({ type: "invalid", fieldErrors });
      return;
    }
    dispatch({ type: "submit" });
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") body.append(name, value);
    }
    let next;
    try {
      const response = await fetch(SCRIPT_ENDPOINT, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      next = await eventFromResponse(response, words);
    } catch (error) {
      next = { type: "failed", alert: failureAlert(words, failureMessage(error, words)) } as const;
    }
    focusAfterRender.current =
      next.type === "received" ? "thanks" : next.type === "invalid" ? "first-error" : null;
    dispatch(next);
  }

  /** "Send Another Message": the form comes back as typed, focus on its first field. */
  function again() {
    focusAfterRender.current = "form";
    dispatch({ type: "again" });
  }

  return { state, values, edit, submit, again, formRef, thanksRef };
}

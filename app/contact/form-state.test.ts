import { describe, expect, it } from "vitest";
import { contactForm } from "../../core/content/contact-form";
import { siteLanguages } from "../../core/content/languages";
import {
  editing,
  eventFromResponse,
  failureAlert,
  failureMessage,
  stateAfter,
  transition,
  type FormState,
} from "./form-state";

const sending: FormState = { status: "sending" };

describe("contact form transitions", () => {
  it("goes editing -> sending -> sent -> editing", () => {
    const afterSubmit = transition(editing, { type: "submit" });
    expect(afterSubmit).toEqual(sending);
    const sent = transition(afterSubmit, { type: "received" });
    expect(sent).toEqual({ status: "sent" });
    expect(transition(sent, { type: "again" })).toEqual(editing);
  });

  it("returns to editing with the spec's alert when sending fails", () => {
    const alert = failureAlert(contactForm, "Failed to fetch.");
    expect(alert).toBe(
      "There was an error submitting your message: Failed to fetch. Please try again or contact us directly.",
    );
    expect(transition(sending, { type: "failed", alert })).toEqual({
      status: "editing",
      fieldErrors: {},
      alert,
    });
  });

  it("words the alert in the page's language", () => {
    expect(failureAlert(siteLanguages.es.contactForm, "Failed to fetch")).toBe(
      "Hubo un error al enviar su mensaje: Failed to fetch. Inténtelo de nuevo o escríbanos directamente.",
    );
  });

  it("returns to editing with field errors, and clears one when its field is edited", () => {
    const invalid = transition(sending, {
      type: "invalid",
      fieldErrors: { email: "bad", name: "missing" },
    });
    expect(invalid).toMatchObject({
      status: "editing",
      fieldErrors: { email: "bad", name: "missing" },
    });
    expect(transition(invalid, { type: "edited", field: "email" })).toMatchObject({
      fieldErrors: { name: "missing" },
    });
  });

  it("ignores a second submit while sending, and anything but 'again' once sent", () => {
    expect(transition(sending, { type: "submit" })).toBe(sending);
    const sent: FormState = { status: "sent" };
    expect(transition(sent, { type: "submit" })).toBe(sent);
    expect(transition(sent, { type: "failed", alert: "x" })).toBe(sent);
  });

  it("starts from a server-rendered answer", () => {
    expect(stateAfter(undefined, contactForm)).toEqual(editing);
    expect(stateAfter({ kind: "received" }, contactForm)).toEqual({ status: "sent" });
    expect(
      stateAfter({ kind: "refused", status: 429, message: "Wait a while." }, contactForm),
    ).toMatchObject({
      alert:
        "There was an error submitting your message: Wait a while. Please try again or contact us directly.",
    });
  });
});

describe("eventFromResponse", () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  const answer = (response: Response) => eventFromResponse(response, contactForm);

  it("maps the server's answers", async () => {
    expect(await answer(json(200, { kind: "received" }))).toEqual({ type: "received" });
    expect(await answer(json(400, { kind: "invalid", fieldErrors: { email: "bad" } }))).toEqual({
      type: "invalid",
      fieldErrors: { email: "bad" },
    });
    expect(
      await answer(json(429, { kind: "refused", status: 429, message: "Slow down." })),
    ).toEqual({ type: "failed", alert: failureAlert(contactForm, "Slow down.") });
  });

  it("counts only the server's own success answer as sent, not any 2xx", async () => {
    const notOurs = { type: "failed", alert: failureAlert(contactForm, contactForm.notOk) };
    expect(
      await answer(
        new Response("<h1>Welcome to the hotel Wi-Fi</h1>", {
          status: 200,
          headers: { "content-type": "text/html" },
        }),
      ),
    ).toEqual(notOurs);
    expect(await answer(json(200, { ok: true }))).toEqual(notOurs);
    expect(await answer(new Response(null, { status: 204 }))).toEqual(notOurs);
  });

  it("uses the spec's not-ok message for any other failure", async () => {
    expect(await answer(new Response("Bad gateway", { status: 502 }))).toEqual({
      type: "failed",
      alert:
        "There was an error submitting your message: Form submission failed. Please try again. Please try again or contact us directly.",
    });
  });

  it("names an unknown error 'Unknown error'", () => {
    expect(failureMessage("boom", contactForm)).toBe("Unknown error");
    expect(failureMessage(new TypeError("Failed to fetch"), contactForm)).toBe("Failed to fetch");
  });
});

import { Suspense, useId, type ComponentProps, type FormEvent } from "react";
import { useStore } from "~/assistant/external-store";
import { liveWords, useLiveWords } from "~/language/live-words";
import { INQUIRY_LIMITS } from "../../core/contact/inquiry-fields";
import { simulatedReplies, type SimulatedReply } from "./simulated-booking";

const NONE = { kind: "none" } as const;

const field =
  "mt-1 block w-full rounded-lg border border-surface-300 bg-white px-3 py-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";
const button =
  "rounded-full bg-brand-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/**
 * The visitor's side of a simulated call: a real caller would say a time, their details and the
 * code e-mailed to them; here they pick one of the times the assistant offered, give a name and
 * an e-mail address, then type the code.
 */
export function SimulatedReplies({ labelClass }: { labelClass: string }) {
  const asked = useStore(simulatedReplies.asked, NONE);
  if (asked.kind === "none") return null;
  return (
    <Suspense>
      <Replies asked={asked} labelClass={labelClass} />
    </Suspense>
  );
}

function Replies({
  asked,
  labelClass,
}: {
  asked: Exclude<SimulatedReply, { kind: "none" }>;
  labelClass: string;
}) {
  const copy = useLiveWords(liveWords.simulation).simulatedReplyCopy;

  if (asked.kind === "time") {
    return (
      <div role="group" aria-label={copy.chooseLabel} className="mt-3 flex flex-wrap gap-2">
        {asked.times.map((time) => (
          <button
            key={time.start}
            type="button"
            className={button}
            onClick={() => simulatedReplies.reply(time)}
          >
            {time.words}
          </button>
        ))}
      </div>
    );
  }

  if (asked.kind === "code") {
    return (
      <form
        aria-label={copy.codeLabel}
        onSubmit={(event) => {
          event.preventDefault();
          simulatedReplies.reply(String(new FormData(event.currentTarget).get("code") ?? ""));
        }}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <Field
          label={copy.code}
          labelClass={labelClass}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
        />
        <button type="submit" className={button}>
          {copy.sendCode}
        </button>
      </form>
    );
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    simulatedReplies.reply({
      name: String(data.get("name") ?? "").trim(),
      email: String(data.get("email") ?? "").trim(),
    });
  }

  return (
    <form aria-label={copy.detailsLabel} onSubmit={send} className="mt-3 grid gap-2 sm:grid-cols-2">
      <Field
        label={copy.name}
        name="name"
        autoComplete="name"
        maxLength={INQUIRY_LIMITS.name}
        labelClass={labelClass}
      />
      <Field
        label={copy.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={INQUIRY_LIMITS.email}
        labelClass={labelClass}
      />
      <button type="submit" className={`${button} sm:col-span-2 sm:justify-self-start`}>
        {copy.send}: {asked.time.words}
      </button>
    </form>
  );
}

/** A labelled field of the visitor's reply: every one is required. */
function Field({
  label,
  labelClass,
  ...input
}: { label: string; labelClass: string } & Omit<ComponentProps<"input">, "id" | "className">) {
  const id = useId();
  return (
    <label htmlFor={id} className={`text-xs font-medium ${labelClass}`}>
      {label}
      <input id={id} required className={field} {...input} />
    </label>
  );
}

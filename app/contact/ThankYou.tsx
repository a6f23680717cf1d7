import { CheckCircle2 } from "lucide";
import { Icon } from "~/ui/Icon";
import { secondaryButton } from "~/ui/styles";
import type { ContactFormWords } from "../../core/content/contact-form";

/** What replaces the form once the message is stored. */
export function ThankYou({
  words,
  action,
  headingRef,
  onAgain,
}: {
  words: ContactFormWords["thankYou"];
  /** The contact page, in the page's language. */
  action: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onAgain: () => void;
}) {
  return (
    <div className="flex flex-col items-center py-10 text-center sm:py-16">
      <span className="grid size-16 place-items-center rounded-full bg-success-50 ring-8 ring-success-50/60">
        <Icon icon={CheckCircle2} className="size-9 text-success-600" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        aria-describedby="contact-thanks-message"
        className="mt-6 font-display text-3xl font-bold tracking-tight text-ink-950 focus:outline-none"
      >
        {words.title}
      </h2>
      <p id="contact-thanks-message" className="mt-3 max-w-md text-lg leading-8 text-ink-600">
        {words.message}
      </p>
      {/* Without JavaScript this asks for a fresh form; with it, the form comes back as typed. */}
      <form method="get" action={action} className="mt-8">
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            onAgain();
          }}
          className={secondaryButton}
        >
          {words.again}
        </button>
      </form>
    </div>
  );
}

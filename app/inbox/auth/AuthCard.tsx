import { Logo } from "~/ui/Logo";
import { typedText } from "../styles";

/** The frame of the signed-out pages: the brand over one card. */
export function AuthCard({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center px-4 py-12 focus:outline-none"
    >
      <Logo tone="dark" />
      <div className="mt-8 w-full max-w-sm rounded-2xl border border-surface-200 bg-white p-6 shadow-lg shadow-surface-900/5 sm:p-8">
        <h1 className="font-display text-2xl font-semibold tracking-tight text-ink-900">
          {heading}
        </h1>
        {intro ? <p className={`mt-2 text-sm text-ink-600 ${typedText}`}>{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

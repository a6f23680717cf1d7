import { typedText } from "./styles";

/** A staff page's title, its one-line purpose, and its page-wide actions. */
export function PageHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-semibold tracking-tight text-ink-900">{title}</h1>
        {intro ? <p className={`mt-1 text-sm text-ink-600 ${typedText}`}>{intro}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

import { panel, panelHeading } from "./styles";

/** A titled section of an inbox page (a lead, insights, the availability). */
export function Panel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${panel} min-w-0 p-5`}>
      <h2 id={`${id}-heading`} className={panelHeading}>
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-ink-600">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

import type { CallPlacement } from "./placements";

/** Placeholder until the voice issue lands: renders the idle start label for its placement. */
export function CallButton({
  placement,
  className,
}: {
  placement: CallPlacement;
  className?: string;
}) {
  const label = {
    hero: "Book Appointment with AI",
    demo: "Start Voice Demo",
    contact: "Start Voice Demo",
    widget: "Start Voice Chat",
  }[placement];
  return (
    <button type="button" className={className}>
      {label}
    </button>
  );
}

import { useId } from "react";
import { brand } from "../../core/content/site";

/**
 * The brand mark: a sun rising over sound waves, plus the name. Its colours are the theme's (as are
 * the favicons', drawn from the same shape by scripts/brand-assets.ts).
 */
export function Logo({ tone }: { tone: "light" | "dark" }) {
  const gradientId = useId();
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="currentColor" className="text-brand-500" />
            <stop offset="1" stopColor="currentColor" className="text-accent-500" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <circle cx="16" cy="17" r="5.5" className="fill-warning-200" />
        <path
          d="M6 22.5c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2"
          fill="none"
          className="stroke-white"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`font-display text-xl font-bold tracking-tight whitespace-nowrap ${tone === "light" ? "text-white" : "text-ink-950"}`}
      >
        {brand.name}
      </span>
    </span>
  );
}

import { useId } from "react";
import { brand } from "../../core/content/site";

/** The brand mark: a sun rising over sound waves, plus the name. */
export function Logo({ tone }: { tone: "light" | "dark" }) {
  const gradientId = useId();
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#a855f7" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <circle cx="16" cy="17" r="5.5" fill="#fde68a" />
        <path
          d="M6 22.5c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`font-display text-xl font-bold tracking-tight ${tone === "light" ? "text-white" : "text-slate-950"}`}
      >
        {brand.name}
      </span>
    </span>
  );
}

/** The booking pages' class lists, shared by the picker, the form and the manage page. */
export const bookingCard =
  "rounded-3xl border border-surface-200 bg-white p-5 shadow-xl shadow-surface-900/5 sm:p-8";

export const bookingInput =
  "block w-full rounded-xl border border-surface-300 bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition placeholder:text-ink-400 hover:border-surface-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none";

export const sectionHeading =
  "font-display text-xl font-bold tracking-tight text-ink-950 sm:text-2xl";

/** A day or a time to pick: a large target, the chosen one filled. */
export const choiceChip =
  "flex min-h-11 items-center justify-center rounded-xl border px-3 py-2.5 text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const chipIdle = `${choiceChip} border-surface-200 bg-white text-ink-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800`;
export const chipChosen = `${choiceChip} border-brand-600 bg-brand-600 text-white shadow-md shadow-brand-600/25`;

export const alertBox =
  "flex gap-3 rounded-2xl border border-danger-200 bg-danger-50 p-4 text-sm leading-6 text-danger-800";
export const noticeBox =
  "flex gap-3 rounded-2xl border border-success-200 bg-success-50 p-4 text-sm leading-6 text-success-900";

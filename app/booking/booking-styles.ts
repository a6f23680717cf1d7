/** The booking pages' class lists, shared by the picker, the form and the manage page. */
export const bookingCard =
  "rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/5 sm:p-8";

export const bookingInput =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 hover:border-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/15 focus:outline-none";

export const sectionHeading =
  "font-display text-xl font-bold tracking-tight text-slate-950 sm:text-2xl";

/** A day or a time to pick: a large target, the chosen one filled. */
export const choiceChip =
  "flex min-h-11 items-center justify-center rounded-xl border px-3 py-2.5 text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
export const chipIdle = `${choiceChip} border-slate-200 bg-white text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-800`;
export const chipChosen = `${choiceChip} border-indigo-600 bg-indigo-600 text-white shadow-md shadow-indigo-600/25`;

export const alertBox =
  "flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm leading-6 text-red-800";
export const noticeBox =
  "flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm leading-6 text-emerald-900";

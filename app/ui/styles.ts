/** Shared class lists, so buttons and sections look the same on every page. */

export const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2";

export const primaryButton = `${buttonBase} bg-linear-to-r from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25 hover:-translate-y-0.5 hover:shadow-xl hover:shadow-brand-600/30 focus-visible:outline-brand-600`;

export const secondaryButton = `${buttonBase} border border-surface-300 bg-white text-ink-900 hover:-translate-y-0.5 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-brand-600`;

export const onDarkPrimaryButton = `${buttonBase} bg-white text-ink-950 shadow-lg shadow-black/20 hover:-translate-y-0.5 hover:bg-brand-50 focus-visible:outline-white`;

export const onDarkSecondaryButton = `${buttonBase} border border-white/30 bg-white/5 text-white backdrop-blur hover:-translate-y-0.5 hover:bg-white/15 focus-visible:outline-white`;

export const card =
  "render-when-near rounded-3xl border border-surface-200/80 bg-white shadow-sm shadow-surface-900/5 transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl hover:shadow-brand-900/10";

export const eyebrow = "text-sm font-semibold tracking-widest text-brand-600 uppercase";

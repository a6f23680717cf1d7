/** The inbox's shared class lists: one look for every staff screen. */

const buttonBase =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";

export const primaryButton = `${buttonBase} bg-brand-600 text-white shadow-sm hover:bg-brand-500`;
export const secondaryButton = `${buttonBase} border border-surface-300 bg-white text-ink-800 shadow-sm hover:bg-surface-50`;
export const dangerButton = `${buttonBase} bg-danger-600 text-white shadow-sm hover:bg-danger-500`;
export const linkButton =
  "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded";

export const panel = "rounded-xl border border-surface-200 bg-white shadow-sm";
export const panelHeading = "font-display text-base font-semibold text-ink-900";

export const label = "block text-sm font-medium text-ink-800";
export const input =
  "mt-1 block w-full min-h-10 rounded-lg border border-surface-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-danger-500";
export const fieldError = "mt-1 text-sm text-danger-700";
export const hint = "mt-1 text-sm text-ink-600";

/**
 * For text someone typed (a lead's name, e-mail, company or message; a note; a passkey's name):
 * a long unbroken run, such as a bot's markup, breaks anywhere instead of widening the page.
 * Unlike `break-words`, it also lets a flex item, grid track or table cell shrink below it.
 */
export const typedText = "wrap-anywhere";

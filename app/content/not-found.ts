/** The small label above the title of the 404 and error pages. */
export const statusEyebrow = "Error {code}";

export const notFoundContent = {
  title: "Page not found",
  copy: "The page you're looking for doesn't exist or has moved.",
  homeLabel: "Back to home",
  contactLabel: "Contact us",
} as const;

export const errorContent = {
  title: "Something went wrong",
  copy: "An unexpected error stopped this page from loading. Please try again in a moment.",
  homeLabel: "Back to home",
} as const;

/** A post (or another method) to a page that takes none: what a script or a stale form gets. */
export const methodNotAllowedContent = {
  title: "This page takes no form posts",
  copy: "Nothing was sent. Open the page and use its links or the contact form instead.",
  homeLabel: "Back to home",
  /** The short answer, where there is no page to show. */
  refusal: "This address does not take this kind of request.",
} as const;

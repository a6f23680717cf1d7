/** The small label above the title of the 404 and error pages. */
export const statusEyebrow = (code: number) => `Error ${code}`;

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

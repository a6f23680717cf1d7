/**
 * The public pages by key, at their paths in the source language. `:name` stands for one path
 * segment (a manage link's token). Another language's twin of a page is at the path its
 * registration gives, under its own prefix; a page without one is read in the source language.
 */
export const sourcePaths = {
  home: "/",
  products: "/products",
  about: "/about",
  contact: "/contact",
  book: "/book",
  bookManage: "/book/manage/:token",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
} as const;
export type PageKey = keyof typeof sourcePaths;

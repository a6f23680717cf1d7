import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import {
  SOURCE_LANGUAGE,
  languagesFromEnvironment,
  siteLanguages,
  type PageKey,
} from "../core/content/languages";

/** The module of each public page, the same in every language: its words come with its data. */
const pageModules: Record<PageKey, string> = {
  home: "routes/home.tsx",
  products: "routes/products.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
  book: "routes/book.tsx",
  bookManage: "routes/book-manage.tsx",
  privacyPolicy: "routes/privacy-policy.tsx",
  termsOfService: "routes/terms-of-service.tsx",
};

/**
 * Each public page in each language the build serves (SITE_LANGUAGES): the source language's at
 * its own paths, another's twins under its prefix, with ids of their own, and a 404 page of its
 * own (docs/decisions/028-language-twins.md).
 */
function publicPages() {
  return languagesFromEnvironment().flatMap((code) => {
    const { paths, twins } = siteLanguages[code];
    const pages = [...twins].map((key) => {
      const path = paths[key].slice(1);
      if (code !== SOURCE_LANGUAGE) return route(path, pageModules[key], { id: `${code}/${key}` });
      return key === "home" ? index(pageModules[key]) : route(path, pageModules[key]);
    });
    return code === SOURCE_LANGUAGE
      ? pages
      : [...pages, route(`${code}/*`, "routes/not-found.tsx", { id: `${code}/not-found` })];
  });
}

export default [
  ...publicPages(),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // The staff's lead inbox: its own stylesheet and shell, never part of a public page's load.
  route("inbox", "routes/inbox/inbox-root.tsx", [
    route("sign-in", "routes/inbox/sign-in.tsx"),
    route("welcome/:token", "routes/inbox/welcome.tsx"),
    route("sign-out", "routes/inbox/sign-out.ts"),
    // Passkey ceremonies: JSON for @simplewebauthn/browser, fetched by the sign-in and account pages.
    route("passkeys/sign-in", "routes/inbox/passkey-sign-in.ts"),
    route("passkeys/register", "routes/inbox/passkey-register.ts"),
    route("passkeys/confirm", "routes/inbox/passkey-confirm.ts"),
    layout("routes/inbox/shell.tsx", [
      index("routes/inbox/leads.tsx"),
      route("spam", "routes/inbox/spam.tsx"),
      route("leads/:id", "routes/inbox/lead.tsx"),
      route("export.csv", "routes/inbox/export[.]csv.ts"),
      route("insights", "routes/inbox/insights.tsx"),
      route("insights/export.csv", "routes/inbox/insights-export[.]csv.ts"),
      route("account", "routes/inbox/account.tsx"),
      route("appointments", "routes/inbox/appointments.tsx"),
      route("availability", "routes/inbox/availability.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

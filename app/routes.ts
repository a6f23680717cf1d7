import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book", "routes/book.tsx"),
  route("book/manage/:token", "routes/book-manage.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
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

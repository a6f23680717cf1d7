import interFont from "../.generated/fonts/inter.woff2?url";
import spaceGroteskFont from "../.generated/fonts/space-grotesk.woff2?url";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ClientLinks } from "~/components/layout/ClientLinks";
import { Footer } from "~/components/layout/Footer";
import { Navbar } from "~/components/layout/Navbar";
import { RevealGroups } from "~/components/layout/RevealGroups";
import { SiteStyles } from "~/components/layout/SiteStyles";
import { StatusPage } from "~/components/layout/StatusPage";
import { layoutLabels } from "~/content/navigation";
import { errorContent, methodNotAllowedContent, notFoundContent } from "~/content/not-found";
import { metaForPath } from "~/seo/page-meta.server";
import { siteUrlFrom } from "~/seo/site-url.server";
import { themeColour } from "~/seo/theme-colour.server";
import { useNavigationBeacon } from "~/insights/use-navigation-beacon";
import { ConsentDialogHost } from "~/voice/ConsentDialogHost";
import { VoiceWidget } from "~/voice/VoiceWidget";
import type { Route } from "./+types/root";

/** Every page's meta tags are built here, on the server (see app/seo/page-meta.server.ts). */
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    meta: metaForPath(siteUrlFrom(context), new URL(request.url).pathname),
    themeColour,
  };
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: spaceGroteskFont,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The raster icon only: Chromium draws an SVG favicon as a document of its own on the page's
  // main thread (about 20 ms at 4x slowdown, decision 018). public/favicon.svg is the source the
  // raster icons are made from (scripts/brand-assets.ts).
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (loaderData && !error) return loaderData.meta;
  return [{ title: statusContent(error).title }, { name: "robots", content: "noindex" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The staff inbox brings its own frame (app/routes/inbox/shell.tsx): no marketing chrome.
  const marketing = !useLocation().pathname.startsWith("/inbox");
  // From app/theme.css on the server; a page whose root loader failed goes without.
  const themeColour = useRouteLoaderData<typeof loader>("root")?.themeColour;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {themeColour ? <meta name="theme-color" content={themeColour} /> : null}
        <SiteStyles />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink-900 antialiased">
        <a
          href="#main"
          className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-white px-5 py-3 font-semibold text-ink-950 shadow-lg transition focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {layoutLabels.skipLink}
        </a>
        {marketing ? <Navbar /> : null}
        {marketing ? (
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
        ) : (
          children
        )}
        {marketing ? (
          <>
            <Footer />
            <VoiceWidget />
            <ConsentDialogHost />
          </>
        ) : null}
        <ClientLinks />
        <RevealGroups />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useNavigationBeacon();
  return <Outlet />;
}

/** The words of the page for a missing page, a post to a page that takes none, or an error. */
function statusContent(error: unknown) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return notFoundContent;
  if (status === 405) return methodNotAllowedContent;
  return errorContent;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StatusPage code={isRouteErrorResponse(error) ? error.status : 500} {...statusContent(error)} />
  );
}

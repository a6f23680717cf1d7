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
import { SOURCE_LANGUAGE } from "../core/content/language-paths";
import type { SiteWords } from "~/content/words";
import { LanguageOffer } from "~/language/LanguageOffer";
import { usePageLanguage } from "~/language/page-language";
import { pageLanguage, placeOf } from "~/language/page-language.server";
import { metaForPlace } from "~/seo/page-meta.server";
import { siteUrlFrom } from "~/seo/site-url.server";
import { themeColour } from "~/seo/theme-colour.server";
import { COUNTED_PAGE } from "~/insights/beacon";
import { useNavigationBeacon } from "~/insights/use-navigation-beacon";
import { publicPagePaths } from "../core/insights/public-pages";
import { ConsentDialogHost } from "~/voice/ConsentDialogHost";
import { VoiceWidget } from "~/voice/VoiceWidget";
import type { Route } from "./+types/root";

/**
 * Every page's meta tags are built here, on the server (see app/seo/page-meta.server.ts), with
 * what the page knows of its language: the layout's words, its paths, its twins.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const place = placeOf(pathname, context);
  return {
    meta: metaForPlace(siteUrlFrom(context), place),
    page: pageLanguage(place),
    /** Whether insights count the page, so its beacons are sent (app/insights/beacon.ts). */
    counted: publicPagePaths.includes(pathname),
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
  const status = loaderData?.page.layout.status;
  return [
    ...(status ? [{ title: statusContent(error, status).title }] : []),
    { name: "robots", content: "noindex" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The staff inbox brings its own frame (app/routes/inbox/shell.tsx): no marketing chrome.
  const marketing = !useLocation().pathname.startsWith("/inbox");
  // From app/theme.css on the server; a page whose root loader failed goes without.
  const root = useRouteLoaderData<typeof loader>("root");
  const themeColour = root?.themeColour;
  const page = usePageLanguage();
  return (
    <html lang={page?.language ?? SOURCE_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {themeColour ? <meta name="theme-color" content={themeColour} /> : null}
        <SiteStyles />
        <Meta />
        <Links />
      </head>
      <body
        className="flex min-h-dvh flex-col bg-white font-sans text-ink-900 antialiased"
        {...(root?.counted ? COUNTED_PAGE.attribute : {})}
      >
        <a
          href="#main"
          className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-white px-5 py-3 font-semibold text-ink-950 shadow-lg transition focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {page?.layout.layoutLabels.skipLink}
        </a>
        {marketing && page ? <Navbar /> : null}
        {marketing && page ? <LanguageOffer /> : null}
        {marketing ? (
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
        ) : (
          children
        )}
        {marketing && page ? (
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
function statusContent(error: unknown, words: SiteWords["layout"]["status"]) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return words.notFound;
  if (status === 405) return words.methodNotAllowed;
  return words.error;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const page = usePageLanguage();
  const code = isRouteErrorResponse(error) ? error.status : 500;
  // Without the root loader's words (it failed itself), the status code alone says what happened.
  if (!page) return <h1>{code}</h1>;
  return <StatusPage code={code} {...statusContent(error, page.layout.status)} />;
}

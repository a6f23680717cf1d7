import type { ServerBuild } from "react-router";
import { SOURCE_LANGUAGE, siteLanguages, type Language } from "../core/content/languages";

/** The languages a build has pages for: each language's pages are routes with ids of its own. */
export function builtLanguages(build: Pick<ServerBuild, "routes">): Language[] {
  return (Object.keys(siteLanguages) as Language[]).filter(
    (code) => code === SOURCE_LANGUAGE || `${code}/home` in build.routes,
  );
}

/**
 * SITE_LANGUAGES is baked into the build, like SITE_URL (decision 027): its prerendered pages name
 * their twins and its routes are the languages' pages. A server told other languages than its
 * build has would serve pages that contradict it, so it says what to do and does not start.
 */
export function builtLanguagesProblem(
  serving: readonly Language[],
  build: Pick<ServerBuild, "routes">,
): string | null {
  const built = builtLanguages(build);
  if (built.join(",") === serving.join(",")) return null;
  return (
    `SITE_LANGUAGES is ${serving.join(",")}, but the site was built with ${built.join(",")}: ` +
    `build it again with the same setting (SITE_LANGUAGES=${serving.join(",")} npm run build).`
  );
}

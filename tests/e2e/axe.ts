import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";

/** The rules the site is held to: WCAG 2.2 at levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's violations on the page, or in the part `include` selects; `rules` runs only those rules
 * instead of every WCAG 2.2 A and AA rule.
 *
 * Two settings make a scan cost the browser about half as much, with the same violations
 * (docs/decisions/035-axe-scans-in-the-page.md):
 * - Legacy mode runs axe in the page itself. Otherwise @axe-core/playwright opens a blank page for
 *   every scan, to join the results of the page's frames there. The site's pages have no frames.
 *   A cross-origin frame would go unchecked in this mode: axe reports it as `frame-tested`.
 * - Only violations are worked up in full (their selectors, markup and summaries). Passes and
 *   incomplete checks keep one node each, and no test reads them.
 */
export async function axeViolations(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
): Promise<Result[]> {
  // First: options() replaces the run options that withTags() and withRules() add to.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (rules) builder.withRules(rules);
  else builder.withTags(WCAG_TAGS);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}

/** Each violation as its rule and the places it was found: what a failing test should name. */
export const describeViolations = (violations: Result[], where = "") =>
  violations.map(
    (violation) =>
      `${where}${violation.id}: ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );

/** No violation on the page, or in the part `include` selects; `where` names it in a failure. */
export async function expectNoAxeViolations(
  page: Page,
  { include, where = "" }: { include?: string; where?: string } = {},
) {
  expect(describeViolations(await axeViolations(page, { include }), where && `${where}: `)).toEqual(
    [],
  );
}

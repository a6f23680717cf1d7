/**
 * A colour is a role named once in app/theme.css (docs/decisions/026-colour-roles.md): a component
 * says `bg-brand-600`, never the paint. This rule refuses paint wherever it is linted: a class of
 * Tailwind's palette (`bg-indigo-600`, `hover:text-slate-900/80`, `var(--color-rose-50)`) and a
 * colour written out (`#4f46e5`, `oklch(…)`, `rgb(…)`), whether in a class name's arbitrary value,
 * a style object, an SVG attribute or a stylesheet. Its processor lints stylesheets (`css`): each
 * line of one becomes a string of its own, on the same line.
 */

/** Tailwind's palettes (v4), which app/theme.css switches off. */
const PALETTES = [
  "red",
  "orange",
  "amber",
  "yellow",
  "lime",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "fuchsia",
  "pink",
  "rose",
  "slate",
  "gray",
  "zinc",
  "neutral",
  "stone",
  "mauve",
  "olive",
  "mist",
  "taupe",
];
const PALETTE_CLASS = new RegExp(
  `\\b[a-z]+(?:-[a-z]+)*-(?:${PALETTES.join("|")})-(?:50|[1-9]00|950)\\b(?:/\\d+)?`,
  "g",
);
const COLOUR_LITERAL =
  /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\bcolor\(\s*(?:srgb|display-p3|a98-rgb|prophoto-rgb|rec2020|xyz)/gi;

const rule = {
  meta: {
    type: "problem",
    docs: { description: "No colour but the roles of app/theme.css" },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    const check = (node) => {
      const text = sourceCode.getText(node);
      const report = (match, message) =>
        context.report({
          loc: {
            start: sourceCode.getLocFromIndex(node.range[0] + match.index),
            end: sourceCode.getLocFromIndex(node.range[0] + match.index + match[0].length),
          },
          message,
        });
      for (const match of text.matchAll(PALETTE_CLASS)) {
        report(
          match,
          `"${match[0]}" is Tailwind's palette, not a role: name one of app/theme.css (brand-600, ink-900, surface-200, danger-600, …).`,
        );
      }
      for (const match of text.matchAll(COLOUR_LITERAL)) {
        report(
          match,
          `"${match[0]}" writes a colour out: name a role of app/theme.css instead, where every colour is defined.`,
        );
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node);
      },
      TemplateElement: check,
    };
  },
};

/** A stylesheet as string statements, one a line, so a problem keeps its line. */
const css = {
  meta: { name: "raw-colour-css" },
  preprocess: (text) => [
    {
      text: text
        .split("\n")
        .map((line) => `${JSON.stringify(line)};`)
        .join("\n"),
      filename: "stylesheet.js",
    },
  ],
  // The opening quote each line gained.
  postprocess: ([messages]) =>
    messages.map((message) => ({
      ...message,
      column: message.column - 1,
      endColumn: message.endColumn && message.endColumn - 1,
    })),
  supportsAutofix: false,
};

export default { rules: { "no-raw-colour": rule }, processors: { css } };

/**
 * 5000 -> "5,000". Written out rather than `toLocaleString("en-US")`: the first locale-aware
 * call loads the browser's number-formatting data, several milliseconds that a phone would spend
 * while the contact page hydrates, for a counter under a text box. Both of the site's locales
 * (en-US, es-US) group thousands with commas.
 */
export function groupDigits(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A sentence of the words with its `{name}` places filled: words that travel to the browser as
 * data (a page's loader) are templates rather than functions. A place without a value stays as
 * written, so a typo shows rather than vanishes.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}

/**
 * `text` ending a sentence: with a full stop, unless it ends with one already (Spanish times end
 * in "p. m."), so a sentence never ends "p. m..".
 */
export function endSentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

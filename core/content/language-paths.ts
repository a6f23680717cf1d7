/**
 * Which language a path is in, without the languages' words: what the browser needs to tell a
 * link to another language (a document of its own) from a link within the page's.
 */

/** The source language: the agency's own, at the unprefixed paths; every other translates it. */
export const SOURCE_LANGUAGE = "en";

/** The contact form's and the chat's field naming the language of the page a post came from. */
export const LANGUAGE_FIELD = "language";

/** The language of a path among `languages`: the one whose prefix it is under, else the source. */
export function languageOfPath<Code extends string>(
  pathname: string,
  languages: readonly Code[],
): Code | typeof SOURCE_LANGUAGE {
  const first = pathname.split("/").find(Boolean)?.toLowerCase();
  return languages.find((code) => code !== SOURCE_LANGUAGE && code === first) ?? SOURCE_LANGUAGE;
}

/** A page's path with its `:name` segments filled in order. */
export function pathOf(pattern: string, values: readonly string[] = []): string {
  let next = 0;
  const path = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? values[next++]! : part))
    .join("/");
  return `/${path}`;
}

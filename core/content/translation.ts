/**
 * How another language's words are written against the source language's (English, the agency's
 * own): the same keys, each word its own, and nothing that is not a word. Links, pictures, tags and
 * settings are the source's in every language, merged in by `translated`, so a fork changes an
 * icon or a link once.
 */

/** Keys whose values are not words: the same in every language, taken from the source. */
const KEPT_KEYS = [
  "to",
  "href",
  "path",
  "icon",
  "gradient",
  "image",
  "fallbackImage",
  "avatar",
  "contactInterest",
  "from",
  "id",
  "rating",
  "included",
  "highlighted",
  "width",
  "height",
  "autoComplete",
  "platform",
] as const;
type KeptKey = (typeof KEPT_KEYS)[number];
const kept = new Set<string>(KEPT_KEYS);

/**
 * The source's `T` with each word any string (arrays as long, functions as typed): with the kept
 * keys as the source has them (`"words"`), or without them (`"translation"`).
 */
type Worded<T, Kind extends "words" | "translation"> = T extends string
  ? string
  : T extends RegExp
    ? RegExp
    : T extends (...args: infer A) => string
      ? (...args: A) => string
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: Worded<T[K], Kind> }
        : T extends object
          ? {
              readonly [
                K in keyof T as K extends KeptKey ? (Kind extends "words" ? K : never) : K
              ]: K extends KeptKey ? T[K] : Worded<T[K], Kind>;
            }
          : T;

/** The source's words as every language has them: each word any string, the rest the source's. */
export type Words<T> = Worded<T, "words">;

/**
 * What a translator writes for the source's `T`: every word, with the same keys and as many list
 * entries, and none of the kept keys. A missing or an extra key is a type error.
 */
export type Translation<T> = Worded<T, "translation">;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The source's words with the translation's in place of each word: kept keys come from the
 * source, a link (`to`) as `localPath` answers it (the page's twin in the language). Lists must be
 * as long as the source's; anything missing is named with where it is.
 */
export function translated<T>(
  source: T,
  translation: Translation<T>,
  localPath: (path: string) => string,
): Words<T> {
  return merge(source, translation, localPath, "words") as Words<T>;
}

function merge(
  source: unknown,
  translation: unknown,
  localPath: (path: string) => string,
  at: string,
): unknown {
  if (Array.isArray(source)) {
    if (!Array.isArray(translation) || translation.length !== source.length) {
      throw new Error(
        `${at}: the source has ${source.length} entries, the translation ${Array.isArray(translation) ? translation.length : "none"}`,
      );
    }
    return source.map((entry, index) =>
      merge(entry, translation[index], localPath, `${at}[${index}]`),
    );
  }
  if (isRecord(source)) {
    const words = isRecord(translation) ? translation : {};
    return Object.fromEntries(
      Object.entries(source).map(([key, value]) => [
        key,
        kept.has(key)
          ? key === "to" && typeof value === "string"
            ? localPath(value)
            : value
          : merge(value, words[key], localPath, `${at}.${key}`),
      ]),
    );
  }
  if (translation === undefined) throw new Error(`${at}: missing from the translation`);
  return translation;
}

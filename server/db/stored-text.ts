/**
 * Text as the site stores it, from whoever wrote it: line breaks normalised to `\n`, and every
 * control character but line feed and tab removed. PostgreSQL refuses NUL outright, and the rest
 * has no place in a lead: both databases store the same text.
 */
export function storedText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
  );
}

/** The same for every string value of a row; other values pass unchanged. */
export function storedTexts<T extends object>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === "string" ? storedText(value) : value,
    ]),
  ) as T;
}

import { sql, type RawBuilder } from "kysely";

/**
 * The text the inbox's search looks in: name, e-mail, company, phone, message and call summary,
 * lower-cased and joined by U+001F (which no search contains, so no match spans two fields).
 * On PostgreSQL the `inquiries_search` trigram index (migration 003) is built on this very
 * expression; changing it needs a migration that rebuilds that index.
 */
export const searchedText: RawBuilder<string> = sql<string>`lower(${sql.join(
  ["name", "email", "company", "phone", "message", "summary"].map(
    (column) => sql`coalesce(${sql.ref(column)}, '')`,
  ),
  sql` || ${sql.lit("\u001f")} || `,
)})`;

/** `%text%` for LIKE, lower-cased, with the pattern's own wildcards taken literally. */
export const searchPattern = (text: string) =>
  `%${text
    .toLowerCase()
    .replaceAll("\u001f", "")
    .replace(/[\\%_]/g, "\\$&")}%`;

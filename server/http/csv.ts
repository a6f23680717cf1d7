/**
 * RFC 4180 CSV, for every export (the inbox's leads and figures, the CLI's). A cell that a
 * spreadsheet would run as a formula (=, +, -, @) gets a leading apostrophe: visitors write these
 * fields, the owner opens the file.
 */
export function csvTable(columns: readonly string[], rows: string[][]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return [columns.join(","), ...rows.map((row) => row.map(cell).join(","))].join("\r\n") + "\r\n";
}

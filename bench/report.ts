/** Printing and saving of bench figures, shared by every script under bench/. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { missingPage } from "../tests/site-routes";

export const resultsDir = path.resolve(import.meta.dirname, "results");

/** True when the module is the script node was started with (not imported by bench/run.ts). */
export function isMain(moduleUrl: string): boolean {
  return (
    process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl)
  );
}

/** How the benches name a route: its path, or "404" for the page that does not exist. */
export const NOT_FOUND_ROUTE = "404";
/** How the benches name the bare React Router app of bench/baseline/ they measure beside the site. */
export const BASELINE_ROUTE = "baseline";
export const routeLabel = (pathname: string) =>
  pathname === missingPage ? NOT_FOUND_ROUTE : pathname;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile: a value that was measured. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds to a tenth. */
export const round1 = (ms: number) => Math.round(ms * 10) / 10;

export function printTable(title: string, header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of cells.slice(1)) console.log(line(row));
}

export function writeResult(name: string, data: unknown) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), data }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
}

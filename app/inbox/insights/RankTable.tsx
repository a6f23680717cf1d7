import { typedText } from "../styles";
import { barWidth, count } from "./figures";

export interface RankRow {
  key: string;
  name: React.ReactNode;
  /** The figures after the name, in the columns' order. */
  values: number[];
}

/**
 * A ranked list as a table whose first cell carries a bar of its first figure: the chart and its
 * table in one, read alike by eye and by screen reader.
 */
export function RankTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  /** The name column's heading, then one per figure. */
  columns: string[];
  rows: RankRow[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-ink-600">{empty}</p>;
  const largest = Math.max(...rows.map((row) => row.values[0] ?? 0));
  const [nameColumn, ...figureColumns] = columns;
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-ink-600">
        <tr>
          <th scope="col" className="pb-2 font-medium">
            {nameColumn}
          </th>
          {figureColumns.map((column) => (
            <th key={column} scope="col" className="w-20 pb-2 text-right font-medium sm:w-24">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-1 pr-3 font-normal">
              <div className="relative min-h-8 rounded-md">
                <div
                  aria-hidden="true"
                  className="absolute inset-y-0 left-0 rounded-md bg-brand-100"
                  style={{ width: barWidth(row.values[0] ?? 0, largest) }}
                />
                <span className={`relative block px-2 py-1.5 text-ink-900 ${typedText}`}>
                  {row.name}
                </span>
              </div>
            </th>
            {row.values.map((value, i) => (
              <td key={figureColumns[i]} className="py-1 text-right text-ink-900 tabular-nums">
                {count(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

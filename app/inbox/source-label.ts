/** Each lead source's name, as its way in gives it (server/wings.ts, through the shell's data). */
export type SourceLabels = Record<string, string>;

/** A source no way in names any more (its wing removed) still reads as its stored word. */
export const sourceLabel = (labels: SourceLabels, source: string) => labels[source] ?? source;

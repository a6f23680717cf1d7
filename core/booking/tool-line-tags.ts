/**
 * What a booking tool's answer carries for a program to read, beside the words the model says:
 * `[start=ISO]` after each free time (the value the model is told to book it by), `[held=REF]`
 * while a time waits for its e-mailed code, `[booked=REF]` once it is booked. The tags are the
 * same in every language, so the simulated assistant reads an answer without reading its words.
 */
export const toolLineTags = ["start", "held", "booked"] as const;
export type ToolLineTag = (typeof toolLineTags)[number];

export const tagged = (tag: ToolLineTag, value: string) => `[${tag}=${value}]`;

/** Each value of `tag` in `line`, in order. */
export function tagValues(line: string, tag: ToolLineTag): string[] {
  return [...line.matchAll(new RegExp(`\\[${tag}=([^\\]\\s]+)\\]`, "g"))].map((match) => match[1]!);
}

/**
 * The whole sentences of `line` before its first tag: a refusal's reason, without the free times
 * offered after it or what the model is told to do. `language` picks the sentence rules (Spanish
 * "10:00 a. m." ends no sentence).
 */
export function untaggedOpening(line: string, language: string): string {
  const tag = /\[[a-z]+=/.exec(line);
  if (!tag) return line.trim();
  const sentences = new Intl.Segmenter(language, { granularity: "sentence" }).segment(
    line.slice(0, tag.index),
  );
  const whole = [...sentences].map(({ segment }) => segment);
  // The sentence a tag is in the middle of ("The next free times instead: Monday … [start=…]").
  if (!SENTENCE_END.test(whole.at(-1) ?? "")) whole.pop();
  return whole.join("").trim();
}

const SENTENCE_END = /[.!?…»"”]\s*$/;

import { Writable } from "node:stream";
import { pino } from "pino";

/**
 * A real pino logger that keeps what it writes, for a test to read back: each line's level name
 * and message, and its other fields.
 */
export function recordingLogger() {
  const written: string[] = [];
  const logger = pino(
    { level: "debug", base: undefined, formatters: { level: (label) => ({ level: label }) } },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(...chunk.toString().split("\n").filter(Boolean));
        done();
      },
    }),
  );
  return {
    logger,
    lines: () =>
      written.map(
        (line) => JSON.parse(line) as { level: string; msg: string } & Record<string, unknown>,
      ),
  };
}

/**
 * `npm test`: every check the project has, and at the end the time each phase took, so that the
 * run that makes one slower shows it. The typecheck, lint and build do not need each other and run
 * side by side (their output held until each ends, so it reads whole); the unit tests need the
 * build (their servers serve it) and the end-to-end tests come last, each alone, as both are
 * timing-sensitive. A failure stops the run after its group and exits non-zero. Beside each time
 * stands the CPU the phase's processes used: a phase whose CPU is near twice its time on two cores
 * waits on the processor, one far below it waits on the clock or on other processes.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

interface Phase {
  name: string;
  script: string;
}

interface Outcome {
  name: string;
  seconds: number;
  cpuSeconds: number | null;
  ok: boolean;
}

/**
 * CPU seconds of every child this process has reaped, with their reaped descendants (Linux's
 * cutime and cstime, in ticks of 1/100 s); null where /proc is not there. Read as a child exits,
 * the growth since the previous reading is that child's.
 */
function reapedCpuSeconds(): number | null {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let reapedSoFar = reapedCpuSeconds();

/** The CPU of the child reaped just now. */
function cpuOfReapedChild(): number | null {
  const now = reapedCpuSeconds();
  const child = now === null || reapedSoFar === null ? null : now - reapedSoFar;
  reapedSoFar = now;
  return child;
}

const groups: Phase[][] = [
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
    { name: "build", script: "build" },
  ],
  [{ name: "unit", script: "test:unit" }],
  [{ name: "e2e", script: "test:e2e" }],
];

/** Runs `npm run <script>`, streaming its output, or holding it until the end when `hold`. */
function run(phase: Phase, hold: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", phase.script], {
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const held: Buffer[] = [];
    let cpuSeconds: number | null = null;
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
    child.on("exit", () => (cpuSeconds = cpuOfReapedChild()));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (hold) {
        process.stdout.write(`\n── ${phase.name} (npm run ${phase.script}) ──\n`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name: phase.name, seconds, cpuSeconds, ok: code === 0 });
    });
  });
}

const format = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
    : `${seconds.toFixed(1)} s`;

const runStarted = performance.now();
const outcomes: Outcome[] = [];
let failed = false;
for (const group of groups) {
  const groupStarted = performance.now();
  outcomes.push(...(await Promise.all(group.map((phase) => run(phase, group.length > 1)))));
  if (group.length > 1) {
    const seconds = (performance.now() - groupStarted) / 1000;
    outcomes.push({
      name: `(${group.map((phase) => phase.name).join(" + ")} side by side)`,
      seconds,
      cpuSeconds: null,
      ok: true,
    });
  }
  failed = outcomes.some((outcome) => !outcome.ok);
  if (failed) break;
}

console.log(`\n${"Time of each phase:".padEnd(46)} ${"time".padStart(11)} ${"CPU".padStart(11)}`);
for (const outcome of outcomes) {
  const mark = outcome.ok ? "" : "  FAILED";
  const cpu = outcome.cpuSeconds === null ? "" : format(outcome.cpuSeconds);
  console.log(
    `  ${outcome.name.padEnd(44)} ${format(outcome.seconds).padStart(11)} ${cpu.padStart(11)}${mark}`,
  );
}
const skipped = groups.flat().filter((phase) => !outcomes.some((done) => done.name === phase.name));
for (const phase of skipped) console.log(`  ${phase.name.padEnd(44)} ${"not run".padStart(11)}`);
const cpuTotal =
  reapedSoFar === null
    ? null
    : outcomes.reduce((sum, { cpuSeconds }) => sum + (cpuSeconds ?? 0), 0);
console.log(
  `  ${"total".padEnd(44)} ${format((performance.now() - runStarted) / 1000).padStart(11)} ${(cpuTotal === null ? "" : format(cpuTotal)).padStart(11)}`,
);
process.exitCode = failed ? 1 : 0;

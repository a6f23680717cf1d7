/**
 * `npm test`: every check the project has, and at the end the time each phase took, so that the
 * run that makes one slower shows it. Each phase starts as soon as what it needs is done: the
 * typecheck and build at once; the unit and end-to-end tests once the build is (their servers
 * serve it), side by side, since the end-to-end tests wait on browsers and clocks far more than
 * they compute; the lint beside them. The typecheck yields the processor to the build (a lower
 * priority): it fills the build's idle moments, and is done long before the tests end. The lint
 * does not yield: at a lower priority beside a busy machine it got the processor only once the
 * tests were done, and it was the run's last 35 seconds; started with the build at the same
 * priority, it slowed the build, which everything else waits for, from 31 to 45 s. Each phase's
 * output is held until it ends, and printed whole. A failure fails the run; what needs a failed
 * phase is not run.
 *
 * Beside each time stands the CPU the phase's processes used, as the run reaps them (Linux's
 * cutime, read as each phase's process exits). Chromium's renderers are not among them (the
 * browser's zygote orphans them): docs/decisions/031-test-browser.md has their share.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { setPriority } from "node:os";

interface Phase {
  name: string;
  script: string;
  /** Phases this one needs, by name. */
  after: string[];
  /** Lower priority (nice 10): a check that needs no clock of its own and ends early anyway. */
  yields?: boolean;
}

interface Outcome {
  name: string;
  seconds: number;
  cpuSeconds: number | null;
  ok: boolean;
}

const phases: Phase[] = [
  { name: "build", script: "build", after: [] },
  { name: "typecheck", script: "typecheck", after: [], yields: true },
  { name: "lint", script: "lint", after: ["build"] },
  { name: "unit", script: "test:unit", after: ["build"] },
  { name: "e2e", script: "test:e2e", after: ["build"] },
];

/**
 * CPU seconds of every child this process has reaped, with their reaped descendants (Linux's
 * cutime and cstime, in ticks of 1/100 s); null where /proc is not there. It grows only as a
 * child is reaped, by that child's CPU: read as each exits, the growth is that child's.
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

const runStarted = performance.now();
const sinceStart = () => format((performance.now() - runStarted) / 1000);

/** Runs `npm run <script>`, holding its output until it ends. */
function run(phase: Phase): Promise<Outcome> {
  const started = performance.now();
  console.log(`▶ ${phase.name} (npm run ${phase.script}) started at ${sinceStart()}`);
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", phase.script], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Before npm starts the script: what it starts inherits the priority.
    if (phase.yields && child.pid) setPriority(child.pid, 10);
    const held: Buffer[] = [];
    let cpuSeconds: number | null = null;
    child.stdout.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => held.push(chunk));
    child.on("exit", () => (cpuSeconds = cpuOfReapedChild()));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const verdict = code === 0 ? "passed" : "FAILED";
      process.stdout.write(`\n── ${phase.name} (npm run ${phase.script}) ${verdict} ──\n`);
      process.stdout.write(Buffer.concat(held));
      resolve({ name: phase.name, seconds, cpuSeconds, ok: code === 0 });
    });
  });
}

const format = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
    : `${seconds.toFixed(1)} s`;

const outcomes = new Map<string, Promise<Outcome | null>>();
/** A phase's outcome once the phases it needs have passed; null when one of them did not. */
function outcomeOf(phase: Phase): Promise<Outcome | null> {
  let outcome = outcomes.get(phase.name);
  if (!outcome) {
    outcome = Promise.all(
      phase.after.map((name) => outcomeOf(phases.find((other) => other.name === name)!)),
    ).then((needed) => (needed.every((done) => done?.ok) ? run(phase) : null));
    outcomes.set(phase.name, outcome);
  }
  return outcome;
}

const results = await Promise.all(phases.map(outcomeOf));
const totalSeconds = (performance.now() - runStarted) / 1000;

console.log(`\n${"Time of each phase:".padEnd(22)} ${"time".padStart(11)} ${"CPU".padStart(11)}`);
phases.forEach((phase, index) => {
  const outcome = results[index];
  if (!outcome) return console.log(`  ${phase.name.padEnd(20)} ${"not run".padStart(11)}`);
  const cpu = outcome.cpuSeconds === null ? "" : format(outcome.cpuSeconds);
  console.log(
    `  ${phase.name.padEnd(20)} ${format(outcome.seconds).padStart(11)} ${cpu.padStart(11)}${outcome.ok ? "" : "  FAILED"}`,
  );
});
const cpuTotal = results.reduce((sum, outcome) => sum + (outcome?.cpuSeconds ?? 0), 0);
console.log(
  `  ${"total".padEnd(20)} ${format(totalSeconds).padStart(11)} ${(reapedSoFar === null ? "" : format(cpuTotal)).padStart(11)}`,
);
process.exitCode = results.every((outcome) => outcome?.ok) ? 0 : 1;

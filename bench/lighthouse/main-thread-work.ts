/**
 * What a page load cost the page's main thread, read from a DevTools performance trace: its
 * top-level tasks from the navigation until the network was quiet, each task's time split by the
 * kind of work inside it (as Lighthouse's main-thread breakdown groups trace events), and the
 * time its long tasks spent past 50 ms.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export const WORK_KINDS = ["script", "styleLayout", "rendering", "parsing", "other"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const WORK_LABELS: Record<WorkKind, string> = {
  script: "script",
  styleLayout: "style+layout",
  rendering: "rendering",
  parsing: "parse HTML/CSS",
  other: "other",
};

const KIND_OF: Record<string, WorkKind> = {};
const kindOf = (kind: WorkKind, names: string[]) => names.forEach((name) => (KIND_OF[name] = kind));
kindOf("script", [
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "v8.run",
  "v8.callFunction",
  "V8.Execute",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "FireIdleCallback",
  "RunMicrotasks",
  "XHRReadyStateChange",
  "XHRLoad",
  "TimeStamp",
  "GCEvent",
  "MinorGC",
  "MajorGC",
  "ThreadState::performIdleLazySweep",
  "ThreadState::completeSweep",
  "BlinkGCMarking",
  "CppGC.IncrementalSweep",
]);
kindOf("styleLayout", [
  "ScheduleStyleRecalculation",
  "RecalculateStyles",
  "UpdateLayoutTree",
  "InvalidateLayout",
  "Layout",
]);
kindOf("rendering", [
  "Animation",
  "Paint",
  "PrePaint",
  "Layerize",
  "UpdateLayer",
  "UpdateLayerTree",
  "CompositeLayers",
  "Commit",
  "PaintImage",
  "Decode Image",
  "ImageDecodeTask",
  "Decode LazyPixelRef",
  "Draw LazyPixelRef",
  "ResizeImage",
  "ScrollLayer",
]);
kindOf("parsing", ["ParseHTML", "ParseAuthorStyleSheet"]);

function kindOfEvent(name: string): WorkKind | undefined {
  return KIND_OF[name] ?? (/^(V8\.GC|BlinkGC|CppGC)/.test(name) ? "script" : undefined);
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask"]);
/** A task longer than this blocks input: what Lighthouse's total blocking time counts past it. */
export const LONG_TASK_MS = 50;
/** The network is quiet once no request has been in flight for this long: long enough that the
 * requests a page makes a second after it comes alive (the widget's configuration) count. */
export const NETWORK_QUIET_MS = 2000;

export interface MainThreadWork {
  /** Main-thread busy time by kind of work, ms of the thread's own CPU time. */
  busy: Record<WorkKind, number>;
  total: number;
  /** The sum over tasks longer than 50 ms of their time past 50 ms (what total blocking time sums). */
  longTaskMs: number;
  /** The longest task, ms. */
  longestTaskMs: number;
  /** From navigation until the network had been quiet for 500 ms. */
  windowMs: number;
  /** The trace events that took the most of the thread's own time, ms: for finding what to remove. */
  topEvents: [string, number][];
}

/**
 * The page's main thread: the main thread of the renderer its top frame last committed a web
 * page in (the browser may run other renderers meanwhile, for its own pages).
 */
function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number } {
  const commit = events
    .filter(
      (e) =>
        e.name === "FrameCommittedInBrowser" &&
        e.args?.data?.isOutermostMainFrame === true &&
        /^https?:/.test(String(e.args.data.url ?? "")),
    )
    .at(-1);
  const pid = commit?.args?.data?.processId as number | undefined;
  const thread = events.find(
    (e) =>
      e.ph === "M" &&
      e.name === "thread_name" &&
      e.pid === pid &&
      e.args?.name === "CrRendererMain",
  );
  if (!thread) throw new Error("the trace has no renderer main thread for the page");
  return { pid: thread.pid, tid: thread.tid };
}

/** When the page's own navigation started (µs, trace clock). */
function navigationStart(events: TraceEvent[], pid: number): number {
  const start = events
    .filter(
      (e) =>
        e.name === "navigationStart" &&
        e.pid === pid &&
        e.args?.data?.isLoadingMainFrame === true &&
        /^https?:/.test(String(e.args.data.documentLoaderURL ?? "")),
    )
    .at(-1)?.ts;
  if (start === undefined) throw new Error("the trace has no navigationStart of the page");
  return start;
}

/** The moment the network had been quiet for NETWORK_QUIET_MS after `from` (µs). */
function networkQuiet(events: TraceEvent[], pid: number, from: number, quietMs: number): number {
  const sent = new Map<string, number>();
  const done = new Map<string, number>();
  for (const e of events) {
    const id = e.args?.data?.requestId as string | undefined;
    if (e.pid !== pid || !id) continue;
    if (e.name === "ResourceSendRequest") sent.set(id, Math.min(e.ts, sent.get(id) ?? e.ts));
    if (e.name === "ResourceFinish" || e.name === "ResourceReceiveResponse") {
      done.set(id, Math.max(e.ts, done.get(id) ?? e.ts));
    }
  }
  const spans = [...sent]
    .map(([id, start]) => [start, done.get(id) ?? start] as const)
    .filter(([start]) => start >= from)
    .sort((a, b) => a[0] - b[0]);
  let busyUntil = from;
  for (const [start, end] of spans) {
    if (start - busyUntil >= quietMs * 1000) break;
    busyUntil = Math.max(busyUntil, end);
  }
  return busyUntil + quietMs * 1000;
}

export function mainThreadWork(events: TraceEvent[], quietMs = NETWORK_QUIET_MS): MainThreadWork {
  const { pid, tid } = mainThreadOf(events);
  const start = navigationStart(events, pid);
  const end = networkQuiet(events, pid, start, quietMs);
  const own = events
    .filter((e) => e.ph === "X" && e.pid === pid && e.tid === tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

  const busy = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  const byName = new Map<string, number>();
  let longTaskMs = 0;
  let longestTaskMs = 0;
  // Each task's events nest by time; an event's own time (less its children's) goes to the kind
  // of the nearest event around it that has one, and the task's own to "other". A task's time is
  // its thread time (what it cost the CPU, throttling included), shared out in those proportions.
  let task: { event: TraceEvent; self: Record<WorkKind, number> } | undefined;
  const stack: { event: TraceEvent; kind: WorkKind; self: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= upTo) {
      const done = stack.pop()!;
      task!.self[done.kind] += done.self;
      byName.set(done.event.name, (byName.get(done.event.name) ?? 0) + done.self);
    }
  };
  const finishTask = () => {
    if (!task) return;
    close(Number.POSITIVE_INFINITY);
    const wall = task.event.dur!;
    const cpu = task.event.tdur ?? wall;
    for (const kind of WORK_KINDS) busy[kind] += (task.self[kind] * cpu) / wall / 1000;
    const ms = cpu / 1000;
    longestTaskMs = Math.max(longestTaskMs, ms);
    if (ms > LONG_TASK_MS) longTaskMs += ms - LONG_TASK_MS;
    task = undefined;
  };
  for (const event of own) {
    if (task && event.ts >= task.event.ts + task.event.dur!) finishTask();
    if (!task) {
      if (!TASK_NAMES.has(event.name) || event.ts < start || event.ts > end) continue;
      task = { event, self: Object.fromEntries(WORK_KINDS.map((k) => [k, 0])) as never };
    }
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= event.dur!;
    stack.push({
      event,
      kind: kindOfEvent(event.name) ?? parent?.kind ?? "other",
      self: event.dur!,
    });
  }
  finishTask();

  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    busy: Object.fromEntries(WORK_KINDS.map((k) => [k, round(busy[k])])) as Record<
      WorkKind,
      number
    >,
    total: round(WORK_KINDS.reduce((sum, k) => sum + busy[k], 0)),
    longTaskMs: round(longTaskMs),
    longestTaskMs: round(longestTaskMs),
    windowMs: Math.round((end - start) / 1000),
    topEvents: [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, us]) => [name, round(us / 1000)]),
  };
}

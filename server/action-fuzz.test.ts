import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  START_HOOK_BUDGET_MS,
  startServer,
  type RunningServer,
} from "../tests/support/production-server";
import { createPostgresDatabase, testDatabaseKinds } from "./db/test-databases";
import { bundled } from "../tests/support/server-bundle";
import { loadSiteBuild } from "./site-build";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Every route with an action, from the built route table (app/routes.ts), as a path to post to,
 * with its React Router data twin: parameters filled in, an index route addressed by `?index`.
 */
async function actionPaths(): Promise<string[]> {
  const build = await loadSiteBuild();
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = (route.path ?? "").replace(/:\w+/g, "x-1");
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return own ? `${parent.replace(/\/$/, "")}/${own}` : parent || "/";
  };
  return Object.values(build.routes)
    .filter((route) => route?.module.action)
    .flatMap((route) => {
      const at = fullPath(route!.id);
      const data = at === "/" ? "/_root.data" : `${at}.data`;
      return route!.index ? [`${at}?index`, `${data}?index`] : [at, data];
    });
}

const CONTENT_TYPES = [
  "text/plain",
  "application/json",
  "multipart/form-data",
  "multipart/form-data; boundary=xyz",
  "application/x-www-form-urlencoded; charset=utf-16",
  "garbage/garbage; ;;;",
  undefined,
];
const BODIES = ["hi", "{", '{"step":"verify"}', "--xyz\r\nbroken", "%%%=%", "\u0000\u00ff", ""];

describe.each(testDatabaseKinds())("every action route on %s", (kind) => {
  let server: RunningServer;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | undefined;
  let cookie = "";

  beforeAll(async () => {
    if (kind === "postgres") {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "actions");
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    server = await startServer({ env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "error" } });
    cookie = await signedInCookie(server, databaseUrl);
  }, START_HOOK_BUDGET_MS);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it("answers text to a staff action with a 415 in words, also from a signed-in session", async () => {
    for (const at of [
      "/inbox/sign-in",
      "/inbox/sign-in.data",
      "/inbox/welcome/x",
      "/inbox/leads/x-1",
    ]) {
      const response = await fetch(`${server.origin}${at}`, {
        method: "POST",
        headers: { origin: server.origin, "content-type": "text/plain", cookie },
        body: "email=a@b.c",
      });
      expect(response.status, at).toBe(415);
      expect(await response.text(), at).toContain("takes a web form");
    }
  });

  it("answers a post to a page without an action in the site's words, naming no route", async () => {
    for (const at of ["/about", "/about.data", "/inbox/export.csv"]) {
      const response = await fetch(`${server.origin}${at}`, {
        method: "POST",
        headers: { origin: server.origin, "content-type": "text/plain", cookie },
        body: "x",
      });
      expect(response.status, at).toBe(405);
      const text = await response.text();
      expect(text, at).toContain("does not take this kind of request");
      expect(text, at).not.toMatch(/did not provide|for route/);
    }
  });

  // Several thousand posts: 85 to 148 s in CI runs beside a busy process, and past 180 s once on a
  // machine slower than usual. A server that stops answering still fails it, within six minutes.
  it("answers wrong content types and broken bodies with a 4xx, signed in or not", async () => {
    // Signing out ends the session the others use: last.
    const paths = (await actionPaths()).sort(
      (a, b) => +a.includes("sign-out") - +b.includes("sign-out"),
    );
    expect(paths).toEqual(expect.arrayContaining(["/inbox/sign-in", "/inbox/leads/x-1.data"]));
    const failures: string[] = [];
    for (const at of paths) {
      for (const session of ["", cookie]) {
        await Promise.all(
          CONTENT_TYPES.flatMap((type) =>
            BODIES.map(async (body) => {
              const sent = `${at} ${type} ${JSON.stringify(body)} ${session ? "signed in" : ""}`;
              const response = await fetch(`${server.origin}${at}`, {
                method: "POST",
                redirect: "manual",
                headers: {
                  origin: server.origin,
                  ...(type ? { "content-type": type } : {}),
                  ...(session ? { cookie: session } : {}),
                },
                body,
              }).catch((error: Error) => {
                failures.push(`${sent}: ${String((error.cause as Error | undefined) ?? error)}`);
                return null;
              });
              if (!response) return;
              const text = await response.text();
              const label = `${response.status} ${sent}`;
              if (response.status >= 500) failures.push(label);
              if (response.status >= 400 && !text.trim()) failures.push(`${label}: no words`);
            }),
          ),
        );
      }
    }
    expect(failures).toEqual([]);
    // Not one of them is a server fault worth a stack in the log.
    expect(server.output()).not.toMatch(/"stack"/);
  }, 360_000);
});

/** A staff member's session cookie: `staff add`, then the one-time link's form. */
async function signedInCookie(server: RunningServer, databaseUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...(await bundled("server/cli/inquiries.ts")), "staff", "add", "fuzz@agency.example"],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        DATABASE_URL: databaseUrl,
        SITE_URL: server.origin,
      },
    },
  );
  const link = /https?:\/\/\S+\/inbox\/welcome\/[\w-]+/.exec(stdout)![0];
  const password = "a long and fuzzy passphrase 42";
  const response = await fetch(link, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.origin },
    body: new URLSearchParams({ password, confirm: password }),
  });
  expect(response.status).toBe(302);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingPage, sitePages } from "../tests/site-routes";
import { startServer, type RunningServer } from "../tests/support/production-server";
import { builtCopy } from "../tests/support/project-copy";
import { eventually } from "./testing/receivers";
import { VOICE_CONFIG_PATH } from "../core/voice/voice-client-config";
import { openDatabase } from "./db/database";
import { addStaff } from "./staff/staff-accounts";

/**
 * Builds the site in a copy of the project with known secret values in the environment, serves
 * it with them, and looks for them in everything a browser can get: the client build, every page,
 * its data, and the JSON endpoints. Also checks that a visitor's details never reach the logs.
 */
const SECRETS = {
  CONTACT_WEBHOOK_URL: "http://127.0.0.1:9/hooks/known-webhook-path-7f3a9c",
  CONTACT_WEBHOOK_SECRET: "whsec_S2VlcFRoaXNTZWNyZXRPdXRPZlRoZUJyb3dzZXIx",
  SMTP_URL: "smtp://mailer-user:Kn0wnSmtpPassw0rd@127.0.0.1:9",
};
/** Any of these in a response means a secret, or a telling piece of one, leaked. */
const NEEDLES = [
  ...Object.values(SECRETS),
  "known-webhook-path-7f3a9c",
  "S2VlcFRoaXNTZWNyZXRPdXRPZlRoZUJyb3dzZXIx",
  "Kn0wnSmtpPassw0rd",
  "mailer-user",
];
const VISITOR = {
  name: "Zebulon Quartermaine",
  email: "zebulon.q@visitor.example",
  phone: "+1 555 0199 7731",
  company: "Quartermaine Lighthouses",
  message: "Please call me about a voice agent for my lighthouse tours.",
};

let copy: string;
let server: RunningServer;

beforeAll(async () => {
  copy = builtCopy({
    prefix: "secrets",
    env: { ...SECRETS, CONTACT_NOTIFY_TO: "owner@example.com" },
  });
  server = await startServer({
    cwd: copy,
    env: {
      ...SECRETS,
      CONTACT_NOTIFY_TO: "owner@example.com",
      CONTACT_MIN_FILL_MS: "0",
      LOG_LEVEL: "debug",
    },
  });
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

function leaksIn(text: string): string[] {
  return NEEDLES.filter((needle) => text.includes(needle));
}

describe("no secret reaches the browser", () => {
  it("is nowhere in the client build", () => {
    const clientDir = path.join(copy, "build/client");
    const leaks: string[] = [];
    for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
      if (/\.(br|gz|woff2|png|jpe?g|webp|avif|ico)$/.test(file)) continue;
      let text: string;
      try {
        text = readFileSync(path.join(clientDir, file), "utf8");
      } catch {
        continue; // a directory
      }
      for (const needle of leaksIn(text)) leaks.push(`${file}: ${needle}`);
    }
    expect(leaks).toEqual([]);
  });

  it("is in no page, page data or JSON answer of the server", async () => {
    const form = new URLSearchParams({ "form-name": "contact", ...VISITOR });
    const json = {
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
    };
    const answers: [string, Promise<Response>][] = [
      ...[...sitePages, missingPage].flatMap((page): [string, Promise<Response>][] => [
        [page, fetch(server.origin + page)],
        [`${page} data`, fetch(`${server.origin}${page === "/" ? "/_root" : page}.data`)],
      ]),
      ["health", fetch(`${server.origin}/healthz`)],
      ["voice config", fetch(server.origin + VOICE_CONFIG_PATH)],
      ["sitemap", fetch(`${server.origin}/sitemap.xml`)],
      ["robots", fetch(`${server.origin}/robots.txt`)],
      ["contact post", fetch(`${server.origin}/`, { method: "POST", headers: json, body: form })],
      [
        "invalid contact post",
        fetch(`${server.origin}/`, {
          method: "POST",
          headers: json,
          body: "form-name=contact&email=x",
        }),
      ],
      [
        "contact action data",
        fetch(`${server.origin}/contact.data`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form,
        }),
      ],
    ];
    const leaks: string[] = [];
    for (const [label, pending] of answers) {
      const response = await pending;
      expect(response.status, label).toBeLessThan(500);
      const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
      for (const needle of leaksIn(`${headers}\n${await response.text()}`))
        leaks.push(`${label}: ${needle}`);
    }
    expect(leaks).toEqual([]);
  });

  it("keeps the visitor's details and the secrets out of the logs", async () => {
    const response = await fetch(`${server.origin}/`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ "form-name": "contact", ...VISITOR }),
    });
    expect(response.status).toBe(200);
    // The outbox worker tries (and fails) both deliveries, and logs each failure with its detail.
    const failures = (channel: string) =>
      server
        .output()
        .split("\n")
        .some(
          (line) =>
            line.includes(`"channel":"${channel}"`) &&
            line.includes('"msg":"inquiry delivery failed'),
        );
    await eventually(() => failures("webhook") && failures("email"));
    const logs = server.output();
    expect(logs).toMatch(/"msg":"inquiry received"/);
    const personal = Object.values(VISITOR).filter((value) => logs.includes(value));
    expect(personal).toEqual([]);
    expect(
      NEEDLES.filter((needle) => needle !== SECRETS.CONTACT_WEBHOOK_URL && logs.includes(needle)),
    ).toEqual([]);
  });

  it("keeps one-time links' tokens out of the logs", async () => {
    const site = await openDatabase({ databaseUrl: "", dataDir: server.dataDir });
    const { token } = await addStaff(site.db, "log.reader@example.com");
    await site.close();
    const sameOrigin = { origin: server.origin, "sec-fetch-site": "same-origin" };
    const mismatched = new URLSearchParams({ password: "one long password", confirm: "another" });
    for (const path of [
      `/inbox/welcome/${token}`,
      `/inbox/welcome/${token}.data`,
      `/INBOX/Welcome/${token}`,
    ]) {
      expect((await fetch(server.origin + path)).status, path).toBe(200);
    }
    const post = await fetch(`${server.origin}/inbox/welcome/${token}`, {
      method: "POST",
      headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
      body: mismatched,
    });
    expect(post.status).toBe(400);
    // Posted from an https page the server believes is http: refused, with an error line.
    const fromHttps = await fetch(`${server.origin}/inbox/welcome/${token}`, {
      method: "POST",
      headers: {
        origin: server.origin.replace("http:", "https:"),
        "sec-fetch-site": "same-origin",
      },
      body: mismatched,
    });
    expect(fromHttps.status).toBe(400);
    const requestLines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => /"path":"\/inbox\/welcome\/\[redacted\]"/i.test(line));
    await eventually(() => requestLines().length === 6);
    expect(server.output()).not.toContain(token);
  });

  it("keeps a booking's manage token out of the logs", async () => {
    // Whether the token opens a booking or not, its path is logged without it.
    const manageToken = randomBytes(32).toString("base64url");
    for (const path of [`/book/manage/${manageToken}`, `/book/manage/${manageToken}.data`]) {
      await (await fetch(server.origin + path)).arrayBuffer();
    }
    const redacted = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"path":"/book/manage/[redacted]"'));
    await eventually(() => redacted().length === 2);
    expect(server.output()).not.toContain(manageToken);
  });
});

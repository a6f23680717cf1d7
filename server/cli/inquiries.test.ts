import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SQLite from "better-sqlite3";
import { openDatabase, SQLITE_FILE } from "../db/database";
import { insertInquiry, type Inquiry } from "../db/inquiry-store";
import { getLead } from "../db/lead-detail";
import { createTestDatabase, type TestDatabase } from "../db/test-databases";
import { bundled } from "../../tests/support/server-bundle";

const run = promisify(execFile);
const cli = await bundled("server/cli/inquiries.ts");

// Each case starts the CLI a few times, as the owner would: a second or more per start.
describe("npm run inquiries", { timeout: 120_000 }, () => {
  let testDb: TestDatabase;
  let real: Inquiry;
  let held: Inquiry;
  let call: Inquiry;
  let evil: Inquiry;

  /** Runs the CLI as the owner would, against the test database; never throws. */
  const inquiries = (...args: string[]) => inquiriesIn(testDb.options.dataDir, args);
  /** The same, with the webhook channel turned on. */
  const withWebhook = (...args: string[]) =>
    inquiriesIn(testDb.options.dataDir, args, { CONTACT_WEBHOOK_URL: "http://127.0.0.1:9/in" });

  async function inquiriesIn(
    dataDir: string,
    args: string[],
    env: Record<string, string | undefined> = {},
  ) {
    try {
      const { stdout, stderr } = await run(process.execPath, [...cli, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    const database = await testDb.open();
    const fields = {
      company: "ACME, Inc.",
      phone: "",
      interest: "AI Consulting",
      message: "Hi\nthere",
    };
    real = await insertInquiry(database.db, {
      fields: { ...fields, name: '=HYPERLINK("x")', email: "real@example.com" },
      receivedAt: new Date("2026-05-01T09:30:00.000Z"),
      spamReason: null,
      channels: ["webhook"],
    });
    held = await insertInquiry(database.db, {
      fields: { ...fields, name: "Too Fast", email: "fast@example.com" },
      receivedAt: new Date("2026-05-01T10:00:00.000Z"),
      spamReason: "sent 400 ms after the form was rendered",
      channels: ["webhook"],
    });
    // Stored raw, as a row from before the store cleaned text (or written by another tool).
    evil = {
      id: "inq_evil",
      received_at: "2026-05-01T10:30:00.000Z",
      ...fields,
      name: "\u001b]0;owned\u0007Eve\u001b[31m",
      email: "eve@example.com",
      message: "line one\r\u001b[2Kline two\u009b31m\u0000",
      spam_reason: "sent 300 ms after the form was rendered \u001b[2J",
    };
    await database.db.insertInto("inquiries").values(evil).execute();
    call = await insertInquiry(database.db, {
      fields: { ...fields, name: "Caller", email: "caller@example.com" },
      receivedAt: new Date("2026-05-01T08:00:00.000Z"),
      spamReason: null,
      channels: [],
      origin: {
        source: "voice",
        callId: "call-1",
        context: {
          consentVersion: 2,
          consentedAt: "2026-05-01T07:58:00.000Z",
          placement: "widget",
          pagePath: "/about",
        },
      },
    });
    await database.close();
  });
  afterAll(() => testDb?.drop());

  it("lists inquiries in a table, and the held ones with --spam", async () => {
    const list = await inquiries("list");
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ID\s+RECEIVED \(UTC\)\s+NAME\s+EMAIL\s+INTEREST\s+.*DELIVERY/);
    expect(list.stdout).toContain(real.id);
    // No webhook configured here: its delivery is held, and the list says why.
    expect(list.stdout).toContain("webhook:held");
    expect(list.stdout).toContain(
      "Held: webhook deliveries wait because CONTACT_WEBHOOK_URL is not set; they go out once it is.",
    );
    const configured = await withWebhook("list");
    expect(configured.stdout).toContain("webhook:pending");
    expect(configured.stdout).not.toContain("Held:");
    expect(list.stdout).not.toContain(held.id);

    const spam = await inquiries("list", "--spam");
    expect(spam.stdout).toContain(held.id);
    expect(spam.stdout).toContain("sent 400 ms after the form was rendered");
  });

  it("shows one inquiry with its deliveries", async () => {
    const show = await inquiries("show", real.id);
    expect(show.stdout).toContain("real@example.com");
    expect(show.stdout).toContain("Hi\nthere");
    expect(show.stdout).toMatch(/Delivery by webhook: held after 0 attempt/);
    expect((await withWebhook("show", real.id)).stdout).toMatch(
      /Delivery by webhook: pending after 0 attempt\(s\), next attempt /,
    );
    expect((await inquiries("show", "inq_missing")).code).toBe(1);
  });

  it("strips a visitor's escape sequences and control characters before they reach the terminal", async () => {
    const outputs = [
      (await inquiries("list", "--spam")).stdout,
      (await inquiries("show", evil.id)).stdout,
    ];
    for (const output of outputs) {
      expect(output).toContain("Eve");
      // eslint-disable-next-line no-control-regex
      expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
    expect(outputs[1]).toContain("line one\nline two");
  });

  it("shows a call's recording consent and where it started", async () => {
    const show = await inquiries("show", call.id);
    expect(show.stdout).toContain(
      "Consent:   Agreed to disclosure version 2 at 2026-05-01T07:58:00.000Z",
    );
    expect(show.stdout).toContain("Started:   voice widget, on /about");
  });

  it("exports CSV that a spreadsheet will not run, and JSON", async () => {
    const csv = await inquiries("export", "--format", "csv");
    const [header, first] = csv.stdout.split("\r\n");
    expect(header).toMatch(
      /^id,received_at,name,email,company,phone,interest,message,spam_reason,/,
    );
    expect(first).toContain(`"'=HYPERLINK(""x"")","real@example.com","ACME, Inc."`);
    const json = JSON.parse((await inquiries("export", "--format", "json")).stdout);
    expect(json.map((inquiry: Inquiry) => inquiry.id)).toEqual([real.id, call.id]);
    expect((await inquiries("export")).code).toBe(2);
  });

  it("releases a held inquiry with retry", async () => {
    const retry = await inquiries("retry", held.id);
    expect(retry.code).toBe(0);
    expect(retry.stdout).toContain(`Released ${held.id}`);
    const database = await testDb.open();
    expect((await getLead(database.db, held.id))!.spam_reason).toBeNull();
    await database.close();
  });

  it("never creates or migrates a database: it says to start the server first", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "voicefront-cli-"));
    const older = await createTestDatabase("sqlite");
    try {
      const none = await inquiriesIn(empty, ["list"]);
      expect(none.code).toBe(1);
      expect(none.stderr).toContain("There is no database at");
      expect(none.stderr).toContain("Start the server once");
      expect(existsSync(path.join(empty, SQLITE_FILE))).toBe(false);

      // A database an older version of the server left behind.
      const site = await openDatabase({ ...older.options, migrateTo: "002-voice-leads" });
      await site.close();
      const behind = await inquiriesIn(older.options.dataDir, ["list"]);
      expect(behind.code).toBe(1);
      expect(behind.stderr).toMatch(/not ready for this version.*003-lead-inbox/s);
      const reopened = await openDatabase({ ...older.options, migrateTo: "002-voice-leads" });
      const applied = await reopened.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      await reopened.close();
      expect(applied).toHaveLength(2);
    } finally {
      rmSync(empty, { recursive: true, force: true });
      await older.drop();
    }
  });

  it("backs up the SQLite database consistently while another connection writes, never over a file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "voicefront-backup-"));
    const file = path.join(dir, "copy.db");
    // A writer that keeps its last commits in the write-ahead log (no checkpoint): a plain copy
    // of site.db would miss them.
    const writer = new SQLite(path.join(testDb.options.dataDir, SQLITE_FILE));
    writer.pragma("wal_autocheckpoint = 0");
    try {
      writer
        .prepare("INSERT INTO settings (key, value) VALUES (?, ?)")
        .run("backup-check", "in the WAL");
      const backup = await inquiries("backup", file);
      expect(backup.code).toBe(0);
      const copy = new SQLite(file, { readonly: true });
      expect(copy.prepare("SELECT value FROM settings WHERE key = 'backup-check'").get()).toEqual({
        value: "in the WAL",
      });
      const count = "SELECT count(*) AS n FROM inquiries";
      expect(copy.prepare(count).get()).toEqual(writer.prepare(count).get());
      copy.close();
      const again = await inquiries("backup", file);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("exists already");
    } finally {
      writer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("explains its usage on a mistake", async () => {
    const wrong = await inquiries("delete", real.id);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unknown command "delete"');
    expect(wrong.stderr).toContain("Usage: npm run inquiries -- <command>");
  });

  it("adds, lists and removes staff; add prints a one-time link", async () => {
    const added = await inquiries("staff", "add", "Office@Example.com");
    expect(added.code).toBe(0);
    const link = /http:\/\/localhost:3000\/inbox\/welcome\/([\w-]{43})/.exec(added.stdout);
    expect(link, added.stdout).not.toBeNull();
    expect(added.stdout).toContain("30 minutes");
    const again = await inquiries("staff", "add", "office@example.com");
    expect(again.stdout).toContain("has an account already. Its passkeys are removed: 0 now");
    expect(again.stdout).not.toContain(link![1]);

    const list = await inquiries("staff", "list");
    expect(list.stdout).toMatch(
      /^office@example\.com .* no password yet {2}0 passkeys {2}0 sessions$/m,
    );

    expect((await inquiries("staff", "add", "not-an-address")).code).toBe(2);
    expect((await inquiries("staff", "fire", "office@example.com")).code).toBe(2);
    expect((await inquiries("staff", "remove", "office@example.com")).code).toBe(0);
    const missing = await inquiries("staff", "remove", "office@example.com");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No inbox account for office@example.com");
    expect((await inquiries("staff", "list")).stdout).toContain("No inbox accounts yet");
  });

  it("warns, when it prints a link in production, that SITE_URL is not set", async () => {
    const unset = await inquiriesIn(testDb.options.dataDir, ["staff", "add", "a@example.com"], {
      NODE_ENV: "production",
      SITE_URL: undefined,
    });
    expect(unset.code).toBe(0);
    expect(unset.stderr).toContain("SITE_URL is not set");
    const set = await inquiriesIn(testDb.options.dataDir, ["staff", "add", "b@example.com"], {
      NODE_ENV: "production",
      SITE_URL: "https://www.example.com",
    });
    expect(set.stdout).toContain("https://www.example.com/inbox/welcome/");
    expect(set.stderr).not.toContain("SITE_URL");
    expect((await inquiries("staff", "remove", "a@example.com")).code).toBe(0);
    expect((await inquiries("staff", "remove", "b@example.com")).code).toBe(0);
  });

  it("erases everything from an e-mail address", async () => {
    const erased = await inquiries("erase", "REAL@example.com");
    expect(erased.code).toBe(0);
    expect(erased.stdout).toContain("Erased 1 inquiry from REAL@example.com");
    const database = await testDb.open();
    expect(await getLead(database.db, real.id)).toBeNull();
    expect(
      await database.db.selectFrom("lead_activity").select(["actor", "action"]).execute(),
    ).toEqual([{ actor: "command line", action: "erase" }]);
    await database.close();
    expect((await inquiries("erase", "nobody@example.com")).stdout).toContain("nothing to erase");
    expect((await inquiries("erase")).code).toBe(2);
  });

  it("erases a phone-only person by their number or their lead, and refuses a blank or malformed one", async () => {
    const database = await testDb.open();
    const phoneOnly = (name: string, phone: string) =>
      insertInquiry(database.db, {
        fields: { name, email: "", company: "", phone, interest: "", message: "Call me" },
        receivedAt: new Date("2026-05-02T09:00:00.000Z"),
        spamReason: null,
        channels: [],
      });
    const first = await phoneOnly("Phone One", "+1 555 010 7788");
    const second = await phoneOnly("Phone Two", "+1 555 010 9911");
    await database.close();

    for (const blank of [" ", "+1 555 CALL NOW"]) {
      const refused = await inquiries("erase", blank);
      expect(refused.code, blank).not.toBe(0);
      expect(refused.stderr, blank).toMatch(/nothing was erased|erase needs/);
    }
    const byNumber = await inquiries("erase", "+15550107788");
    expect(byNumber.code).toBe(0);
    expect(byNumber.stdout).toContain("Erased 1 inquiry from +15550107788");
    const byLead = await inquiries("erase", "--lead", second.id);
    expect(byLead.code).toBe(0);
    expect(byLead.stdout).toContain(`Erased 1 inquiry from lead ${second.id}`);
    expect((await inquiries("erase", "--lead", "inq_nobody")).code).toBe(1);

    const after = await testDb.open();
    expect(await getLead(after.db, first.id)).toBeNull();
    expect(await getLead(after.db, second.id)).toBeNull();
    expect(await getLead(after.db, call.id)).not.toBeNull();
    await after.close();
  });
});

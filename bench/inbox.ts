/**
 * The staff inbox at 100,000 inquiries, on SQLite and (with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL set) PostgreSQL: seeds a realistic mix (form and voice leads, held spam,
 * delivered, pending and failed deliveries with their attempts, notes), starts the production
 * server on 127.0.0.1 and times, one request at a time, the list page, a search and a lead page
 * as a signed-in staff member, interleaved with a public server-rendered page of the same server
 * as the baseline. Five rounds; p50 and p95 over all requests, and the worst round's p95.
 * Target: p95 under 100 ms.
 *   npm run bench:inbox
 */
import { createHash, randomBytes } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { newId } from "../server/db/ids";
import { LEAD_STATUSES } from "../core/contact/lead-status";
import type { Database } from "../server/db/schema";
import { isMain, writeResult } from "./report";
import {
  printWorkloads,
  timeOnEachDatabase,
  type Workload,
  type WorkloadResult,
} from "./timed-requests";

const INQUIRIES = 100_000;
const ROUNDS = 5;
const REQUESTS_PER_ROUND = 40;
const WARM_UP = 10;
const TARGET_P95_MS = 100;
const BATCH = 500;
const SESSION_COOKIE = "voicefront_session";

const FIRST = ["Ana", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jon"];
const LAST = ["Garcia", "Smith", "Nguyen", "Okafor", "Rossi", "Kim", "Silva", "Novak", "Haas"];
const COMPANIES = ["Sunrise Dental", "Harbor Law", "Bayside Realty", "Keystone HVAC", "Palm Spa"];
const INTERESTS = ["AI Voice Agent", "Booking Automation", "Website Chatbot", ""];
/** What staff type into the search box: a surname, a company, a word of the messages, a number. */
const SEARCHES = ["novak", "harbor", "reception", "555 01", "gmail"];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** Seeds the inquiries in time order, one every 5 minutes back from now, with what hangs off them. */
async function seed(db: Kysely<Database>): Promise<{ leadIds: string[]; cookie: string }> {
  const now = Date.now();
  const leadIds: string[] = [];
  for (let start = 0; start < INQUIRIES; start += BATCH) {
    const inquiries: Insertable<Database["inquiries"]>[] = [];
    const deliveries: Insertable<Database["deliveries"]>[] = [];
    const attempts: Insertable<Database["delivery_attempts"]>[] = [];
    const notes: Insertable<Database["notes"]>[] = [];
    for (let n = start; n < Math.min(start + BATCH, INQUIRIES); n++) {
      const at = now - (INQUIRIES - n) * 5 * 60_000;
      const receivedAt = new Date(at).toISOString();
      const id = newId("inq", at);
      const voice = n % 4 === 0;
      const spam = n % 25 === 0;
      const name = `${pick(FIRST, n)} ${pick(LAST, Math.floor(n / 7))}`;
      inquiries.push({
        id,
        received_at: receivedAt,
        name,
        email: `${name.toLowerCase().replace(" ", ".")}.${n}@${n % 3 ? "example.com" : "gmail.com"}`,
        company: `${pick(COMPANIES, Math.floor(n / 3))} ${n % 97}`,
        phone: `+1 555 01${String(n % 100).padStart(2, "0")}`,
        interest: pick(INTERESTS, n),
        message: voice
          ? ""
          : `We run ${n % 9} locations and miss calls after hours. Could an assistant take bookings and answer the reception line? Lead ${n}.`,
        spam_reason: spam ? "sent too fast after the form was shown" : null,
        source: voice ? "voice" : "form",
        call_id: voice ? `call-${n}` : null,
        preferred_time: voice && n % 8 === 0 ? "Tuesday 3 pm" : null,
        summary: voice
          ? `Caller ${name} asked about after-hours booking for ${n % 9} sites.`
          : null,
        ended_reason: voice ? "customer-ended-call" : null,
        transcript: voice ? "AI: Hello, how can I help?\nUser: I would like a demo." : null,
        incomplete: voice && n % 16 === 0 ? 1 : 0,
        status: n > INQUIRIES - 300 ? "new" : pick(LEAD_STATUSES, Math.floor(n / 11)),
      });
      if (!spam) leadIds.push(id);
      if (spam) continue;
      for (const channel of ["webhook", "email"] as const) {
        const deliveryId = newId("dlv", at);
        const state = n % 50 === 1 ? "failed" : n > INQUIRIES - 20 ? "pending" : "delivered";
        deliveries.push({
          id: deliveryId,
          inquiry_id: id,
          channel,
          status: state,
          attempts: state === "pending" ? 0 : 1,
          next_attempt_at: receivedAt,
          claimed_until: null,
          claim_token: null,
          last_error: state === "failed" ? "HTTP 500 from the receiver" : null,
          delivered_at: state === "delivered" ? receivedAt : null,
        });
        if (state !== "pending") {
          attempts.push({
            id: newId("att", at),
            delivery_id: deliveryId,
            started_at: receivedAt,
            finished_at: receivedAt,
            outcome: state,
            detail: state === "failed" ? "HTTP 500" : "HTTP 200",
          });
        }
      }
      if (n % 10 === 0) {
        notes.push({
          id: newId("note", at),
          inquiry_id: id,
          author_email: "owner@example.com",
          body: "Called back, wants a quote for three sites.",
          created_at: receivedAt,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("inquiries").values(inquiries).execute();
      if (deliveries.length) await trx.insertInto("deliveries").values(deliveries).execute();
      if (attempts.length) await trx.insertInto("delivery_attempts").values(attempts).execute();
      if (notes.length) await trx.insertInto("notes").values(notes).execute();
    });
  }

  return { leadIds, cookie: await seedStaffSession(db) };
}

/** A signed-in staff member, as the sign-in page leaves one: its session cookie. */
export async function seedStaffSession(db: Kysely<Database>): Promise<string> {
  // The cookie holds a random token and the session row its SHA-256.
  const token = randomBytes(32).toString("base64url");
  const staffId = newId("stf");
  const iso = new Date().toISOString();
  await db
    .insertInto("staff")
    .values({
      id: staffId,
      email: "bench@example.com",
      password_hash: null,
      created_at: iso,
      password_changed_at: null,
    })
    .execute();
  await db
    .insertInto("staff_sessions")
    .values({
      id: createHash("sha256").update(token).digest("hex"),
      staff_id: staffId,
      created_at: iso,
      last_seen_at: iso,
      user_agent: "bench",
    })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

const workloads = (leadIds: string[]): Workload[] => [
  { name: "baseline: /contact (public, rendered per request)", path: () => "/contact" },
  { name: "list: /inbox", path: () => "/inbox" },
  { name: "list, filtered: needs attention", path: () => "/inbox?attention=1" },
  {
    name: "search: /inbox?q=…",
    path: (n) => `/inbox?q=${encodeURIComponent(pick(SEARCHES, n))}`,
  },
  { name: "lead page: /inbox/leads/:id", path: (n) => `/inbox/leads/${pick(leadIds, n * 7919)}` },
];

export function measureInbox(): Promise<WorkloadResult[]> {
  return timeOnEachDatabase(
    "inbox",
    async (db) => {
      const { leadIds, cookie } = await seed(db);
      return { cookie, state: leadIds };
    },
    workloads,
    {
      rounds: ROUNDS,
      requestsPerRound: REQUESTS_PER_ROUND,
      warmUp: WARM_UP,
      targetP95Ms: TARGET_P95_MS,
    },
  );
}

export function printInbox(results: WorkloadResult[]) {
  printWorkloads(
    `Inbox at ${INQUIRIES.toLocaleString("en-US")} inquiries: ms per request, one at a time, ` +
      `${ROUNDS} rounds x ${REQUESTS_PER_ROUND} (target p95 < ${TARGET_P95_MS} ms)`,
    results,
  );
}

if (isMain(import.meta.url)) {
  const results = await measureInbox();
  printInbox(results);
  writeResult("inbox", results);
}

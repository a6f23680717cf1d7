import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseKind, SiteDatabase } from "./database";
import { insertInquiry, type InquiryFields } from "./inquiry-store";
import { erasePerson, LEAD_TABLES } from "./lead-removal";
import { addNote, queueReply, setLeadStatus } from "./lead-actions";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./test-databases";

const STAFF = "office@agency.example";
/** In every field of the erased person, and nowhere else. */
const MARKER = "zqmarker7c1f";

/** Stores a lead of the person to erase, with a note and a reply; the status change rewrites it. */
async function leadToErase(site: SiteDatabase, fields: Partial<InquiryFields> = {}) {
  const lead = await insertInquiry(site.db, {
    fields: {
      name: `Erin ${MARKER}`,
      email: `${MARKER}@example.com`,
      company: `${MARKER} Ltd`,
      phone: "+1 555 0142",
      interest: "",
      // Longer than a page, so part of it sits in an overflow page.
      message: `Call me, ${MARKER}. ${"I would like a voice agent for the clinic. ".repeat(120)}`,
      ...fields,
    },
    receivedAt: new Date(),
    spamReason: null,
    channels: ["webhook"],
  });
  await addNote(site.db, lead.id, `Met ${MARKER} at the fair`, STAFF);
  await queueReply(site.db, lead.id, { subject: `Re: ${MARKER}`, body: `Hello ${MARKER}` }, STAFF);
  await setLeadStatus(site.db, lead.id, "qualified", STAFF);
  return lead;
}

/** A fresh database of this kind for a block, with a lead of someone else that must stay. */
function useErasureDatabase(kind: DatabaseKind) {
  const opened: { testDb?: TestDatabase; site?: SiteDatabase } = {};
  beforeAll(async () => {
    opened.testDb = await createTestDatabase(kind);
    opened.site = await opened.testDb.open();
    await insertInquiry(opened.site.db, {
      fields: {
        name: "Otto Other",
        email: "otto@example.com",
        company: "",
        phone: "",
        interest: "",
        message: "Keep me.",
      },
      receivedAt: new Date(),
      spamReason: null,
      channels: [],
    });
  });
  afterAll(async () => {
    await opened.site?.close();
    await opened.testDb?.drop();
  });
  return opened as Required<typeof opened>;
}

describe("erasure on sqlite", () => {
  const opened = useErasureDatabase("sqlite");

  it("leaves the person in no file of the data folder, write-ahead log included", async () => {
    const { site, testDb } = opened;
    const filesWithMarker = () =>
      readdirSync(testDb.options.dataDir).filter((file) =>
        readFileSync(path.join(testDb.options.dataDir, file)).includes(MARKER),
      );
    await leadToErase(site);
    // One lead checkpointed into the database file, one still in the write-ahead log only.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(site.db);
    await leadToErase(site, { name: `Erin again ${MARKER}` });
    expect(filesWithMarker()).toEqual(["site.db", "site.db-wal"]);

    expect(
      await erasePerson(site, { email: `${MARKER.toUpperCase()}@example.com` }, STAFF),
    ).toEqual({ erased: true, inquiries: 2 });

    expect(filesWithMarker()).toEqual([]);
    const left = await site.db.selectFrom("inquiries").select("name").execute();
    expect(left).toEqual([{ name: "Otto Other" }]);
  });
});

describe.runIf(testDatabaseKinds().includes("postgres"))("erasure on postgres", () => {
  const opened = useErasureDatabase("postgres");

  it("leaves no row version of the person, live or dead, in the tables it erased from", async () => {
    const { site } = opened;
    const pageinspect = await pageInspector(site);
    await leadToErase(site);
    expect(await pageinspect.tablesHolding(MARKER)).toContain("inquiries");

    await erasePerson(site, { email: `${MARKER}@example.com` }, STAFF);

    expect(await pageinspect.tablesHolding(MARKER)).toEqual([]);
  });
});

/**
 * PostgreSQL's pageinspect extension (shipped with it; adding it needs a superuser, as the test
 * server's is): reads every row version in a table's pages, dead ones too, which SQL cannot see.
 */
async function pageInspector(site: SiteDatabase) {
  await sql`CREATE EXTENSION IF NOT EXISTS pageinspect SCHEMA public`
    .execute(site.db)
    .catch(async (error: unknown) => {
      // Another connection added it between the check and the creation: fine.
      const { rows } = await sql`SELECT 1 FROM pg_extension WHERE extname = 'pageinspect'`.execute(
        site.db,
      );
      if (rows.length === 0) throw error;
    });
  const { rows } = await sql<{ schema: string }>`
    SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pageinspect'
  `.execute(site.db);
  const functions = sql.id(rows[0]!.schema);
  return {
    async tablesHolding(text: string) {
      const holding: string[] = [];
      for (const table of LEAD_TABLES) {
        const { rows: found } = await sql<{ n: string }>`
          SELECT count(*) AS n
          FROM generate_series(0, pg_relation_size(${table}::regclass) / current_setting('block_size')::int - 1) AS page,
            LATERAL ${functions}.heap_page_items(${functions}.get_raw_page(${table}, page::int)) AS item
          WHERE position(convert_to(${text}, 'UTF8') IN item.t_data) > 0
        `.execute(site.db);
        if (Number(found[0]!.n) > 0) holding.push(table);
      }
      return holding;
    },
  };
}

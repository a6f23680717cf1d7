/**
 * The owner's view of contact inquiries: `npm run inquiries -- <command>`.
 * Reads the same configuration as the server (DATA_DIR or DATABASE_URL).
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { ConfigError, loadConfig } from "../config";
import { siteUrlWarning } from "../deployment-warnings";
import { openDatabase } from "../db/database";
import { NotMigratedError } from "../db/migrations";
import { listInquiries, retryInquiry } from "../db/inquiry-store";
import { getLead } from "../db/lead-detail";
import { configuredChannels, isLeadChannel } from "../inquiries/channels";
import { erasePerson, type ErasureSubject } from "../db/lead-removal";
import { channelSwitches, personData } from "../wings";
import { SETUP_LINK_MINUTES, staffEmail } from "../staff/staff-accounts";
import { inquiriesJson, inquiryDetail, inquiryTable } from "./inquiry-report";
import { inquiriesCsv } from "../inquiries/inquiry-export";
import { staffCommand } from "./staff-commands";

const usage = `Usage: npm run inquiries -- <command>

  list [--spam] [--limit N]      newest first; --spam lists those held as suspected spam
  show ID                        one inquiry with every delivery attempt
  export --format csv|json [--spam] [--output FILE]
                                 every inquiry, to stdout (use npm run -s) or FILE
  retry ID                       send again where it failed (or release one held as spam)
  erase EMAIL|PHONE              delete every inquiry from this e-mail address, or with this
                                 phone number, with all that belongs to it (deliveries, notes,
                                 replies, call records, bookings and their calendar events)
  erase --lead ID                the same for the person a lead names (its address, else its
                                 phone number)
  backup FILE                    a consistent copy of the SQLite database, safe while the
                                 server runs (PostgreSQL: use pg_dump, see the README)

  staff add EMAIL                create an inbox account and print a one-time link (valid
                                 ${SETUP_LINK_MINUTES} minutes) to set its password; for an existing
                                 account it is a recovery link: the account's passkeys are
                                 removed, and the link replaces the password
  staff list                     inbox accounts, with their passkeys and sessions
  staff remove EMAIL             delete an account and end its sessions`;

class UsageError extends Error {}

/** Whom `erase` names: an e-mail address (it has an @), a phone number, or `--lead ID`. */
function erasureSubject(given: string | undefined, lead: string | undefined): ErasureSubject {
  if (lead !== undefined && given === undefined) return { leadId: lead };
  if (given === undefined || lead !== undefined || !given.trim()) {
    throw new UsageError("erase needs an EMAIL, a PHONE number or --lead ID (one of them)");
  }
  return given.includes("@") ? { email: given } : { phone: given };
}

const erasureRefusals = {
  email: (who: string) => `"${who}" is not an e-mail address: nothing was erased.`,
  phone: (who: string) =>
    `"${who}" is neither an e-mail address nor a phone number (5 to 20 digits): nothing was erased.`,
  lead: (who: string) => `No ${who}: nothing was erased.`,
};

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      spam: { type: "boolean", default: false },
      limit: { type: "string" },
      format: { type: "string" },
      output: { type: "string", short: "o" },
      lead: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, id, email] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new UsageError("--limit takes a whole number above 0");
  }
  if ((command === "show" || command === "retry") && !id)
    throw new UsageError(`${command} needs an ID`);
  if (command === "export" && values.format !== "csv" && values.format !== "json") {
    throw new UsageError("export needs --format csv or --format json");
  }
  const erasing = command === "erase" ? erasureSubject(id, values.lead) : null;
  if (command === "backup" && !id) throw new UsageError("backup needs a FILE to write");
  if (command === "staff") {
    if (id !== "list" && id !== "add" && id !== "remove") {
      throw new UsageError("staff takes add EMAIL, list or remove EMAIL");
    }
    if (id !== "list" && !(email && staffEmail(email))) {
      throw new UsageError(`staff ${id} needs an e-mail address`);
    }
  }
  if (!["list", "show", "export", "retry", "erase", "backup", "staff"].includes(command)) {
    throw new UsageError(`unknown command "${command}"`);
  }

  const config = loadConfig();
  const channels = channelSwitches(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: false,
  });
  try {
    switch (command) {
      case "list": {
        const inquiries = await listInquiries(database.db, { spam: values.spam, limit });
        console.log(inquiryTable(inquiries, { spam: values.spam, channels }));
        return 0;
      }
      case "show": {
        const inquiry = await getLead(database.db, id!);
        if (!inquiry) {
          console.error(`No inquiry ${id}.`);
          return 1;
        }
        console.log(inquiryDetail(inquiry, channels));
        return 0;
      }
      case "export": {
        const inquiries = await listInquiries(database.db, { spam: values.spam });
        const text =
          values.format === "csv" ? inquiriesCsv(inquiries) : `${inquiriesJson(inquiries)}\n`;
        if (values.output) {
          writeFileSync(values.output, text);
          console.error(`Wrote ${inquiries.length} inquiries to ${values.output}.`);
        } else {
          process.stdout.write(text);
        }
        return 0;
      }
      case "erase": {
        const who = id ?? `lead ${values.lead}`;
        const erased = await erasePerson(database, erasing!, "command line", personData);
        if (!erased.erased) {
          console.error(erasureRefusals[erased.refused](who));
          return 1;
        }
        console.log(
          erased.inquiries
            ? `Erased ${erased.inquiries} ${erased.inquiries === 1 ? "inquiry" : "inquiries"} from ${who} with everything that belonged to them.`
            : `No inquiry from ${who}: nothing to erase.`,
        );
        return 0;
      }
      case "backup": {
        if (database.kind === "postgres") {
          console.error("backup copies the SQLite database; for PostgreSQL use pg_dump (README).");
          return 1;
        }
        const file = path.resolve(id!);
        if (existsSync(file)) {
          console.error(`${file} exists already: choose a new file, a backup never overwrites.`);
          return 1;
        }
        // VACUUM INTO reads one consistent snapshot, write-ahead log included, while others write.
        await sql`VACUUM INTO ${file}`.execute(database.db);
        console.log(`Backed up ${database.location} to ${file}.`);
        return 0;
      }
      case "staff": {
        const siteUrlUnset = id === "add" && siteUrlWarning(config);
        if (siteUrlUnset) console.error(`Warning: ${siteUrlUnset}\n`);
        return await staffCommand(
          database.db,
          config.SITE_URL,
          id as "add" | "list" | "remove",
          staffEmail(email ?? "") ?? "",
        );
      }
      default: {
        // A retry queues the notifications; a staff reply is queued by the inbox alone, and a
        // booking's own messages by its events.
        const notifications = configuredChannels(channels).filter(isLeadChannel);
        const result = await retryInquiry(database.db, id!, notifications);
        if (result.kind === "not-found") {
          console.error(`No inquiry ${id}.`);
          return 1;
        }
        if (result.kind === "nothing-to-retry") {
          console.log(`Nothing to retry: ${id} has no failed deliveries.`);
          return 0;
        }
        if (result.released) console.log(`Released ${id}: it is no longer held as spam.`);
        console.log(
          result.channels.length
            ? `Queued ${id} for delivery by ${result.channels.join(" and ")}: the running server sends it within seconds.`
            : "No delivery channel is configured, so it stays stored only.",
        );
        return 0;
      }
    }
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof UsageError ||
    (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
  ) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError || error instanceof NotMigratedError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}

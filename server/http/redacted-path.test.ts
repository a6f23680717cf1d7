import { describe, expect, it } from "vitest";
import { redactedPath } from "./redacted-path";

const TOKEN = "aB3-_".repeat(9);

describe("a path as logs and counts keep it", () => {
  it("leaves out a staff link's, a calendar feed's and a booking's manage token, in any case", () => {
    expect(redactedPath(`/inbox/welcome/${TOKEN}`)).toBe("/inbox/welcome/[redacted]");
    expect(redactedPath(`//INBOX/Welcome/${TOKEN}`)).toBe("//INBOX/Welcome/[redacted]");
    expect(redactedPath(`/calendar/${TOKEN}.ics`)).toBe("/calendar/[redacted]");
    expect(redactedPath(`/book/manage/${TOKEN}`)).toBe("/book/manage/[redacted]");
    expect(redactedPath(`/Book/Manage/${TOKEN}.data`)).toBe("/Book/Manage/[redacted]");
  });

  it("keeps every other path as it is", () => {
    for (const path of ["/", "/book", "/book/manage", "/contact", "/inbox/leads/inq_1"]) {
      expect(redactedPath(path)).toBe(path);
    }
  });
});

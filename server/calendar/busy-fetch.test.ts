import { describe, expect, it } from "vitest";
import { boundedFetch } from "./busy-fetch";

describe("a calendar's fetch", () => {
  it("names why it failed without quoting the address it was given", async () => {
    // fetch refuses an address with credentials, and its error quotes the whole address.
    const read = boundedFetch("Feed 1 (cal.example)", "its address");
    const failed = read("http://dana:pw-4411@127.0.0.1:9/private-8c2e/feed.ics");
    await expect(failed).rejects.toThrow(/^Feed 1 \(cal\.example\) could not be reached/);
    const message = await failed.catch((error: Error) => error.message);
    expect(message).not.toMatch(/private-8c2e|pw-4411|dana/);
  });
});

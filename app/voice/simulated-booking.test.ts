import { describe, expect, it } from "vitest";
import { createSimulatedReplies } from "./simulated-booking";

const time = { words: "Monday, March 15 at 2:00 PM", start: "2027-03-15T14:00:00+01:00" };

describe("the visitor's replies", () => {
  it("hands the script the answer it waits for, and nothing once the call ends", async () => {
    const replies = createSimulatedReplies();
    const chosen = replies.chooseTime([time]);
    expect(replies.asked.get()).toEqual({ kind: "time", times: [time] });
    replies.reply(time);
    expect(await chosen).toBe(time);
    expect(replies.asked.get()).toEqual({ kind: "none" });

    const details = replies.giveDetails(time);
    replies.cancel();
    expect(await details).toBeNull();
    expect(replies.asked.get()).toEqual({ kind: "none" });
  });
});

import { describe, expect, it } from "vitest";
import { CHAT_TRANSCRIPT_MAX_TURNS, latestTurns, type ChatTurn } from "./conversation";

const turn = (role: ChatTurn["role"], text: string): ChatTurn => ({ role, text });

describe("the part of a conversation sent to the team", () => {
  it("is all of it when it fits, without empty turns", () => {
    const turns = [turn("visitor", "Hi"), turn("assistant", ""), turn("visitor", "Still there?")];
    expect(latestTurns(turns)).toEqual([turns[0], turns[2]]);
  });

  it("is the latest turns that fit, oldest first", () => {
    const turns = [turn("visitor", "aaaa"), turn("assistant", "bbbb"), turn("visitor", "cc")];
    expect(latestTurns(turns, 6)).toEqual([turns[1], turns[2]]);
    expect(latestTurns(turns, 5)).toEqual([turns[2]]);
  });

  it("is at most CHAT_TRANSCRIPT_MAX_TURNS turns, the latest", () => {
    const turns = Array.from({ length: CHAT_TRANSCRIPT_MAX_TURNS + 5 }, (_, i) =>
      turn("visitor", `${i}`),
    );
    const kept = latestTurns(turns);
    expect(kept).toHaveLength(CHAT_TRANSCRIPT_MAX_TURNS);
    expect(kept.at(-1)).toBe(turns.at(-1));
  });
});

import { describe, expect, it } from "vitest";
import {
  completedAnswer,
  emptyChat,
  nextChatState,
  type ChatState,
  type ChatTransition,
} from "./chat-state";

const run = (...transitions: ChatTransition[]) =>
  transitions.reduce<ChatState>(nextChatState, emptyChat);

const sent = (text: string): ChatTransition => ({ type: "sent", text });
const delta = (text: string, sessionId?: string): ChatTransition => ({
  type: "delta",
  text,
  sessionId,
});

describe("the conversation", () => {
  it("idle → waiting on a message → streaming on the first fragment → idle when complete", () => {
    const waiting = run(sent("Hello"));
    expect(waiting.status).toBe("waiting");
    expect(waiting.messages.map((m) => [m.role, m.text, m.streaming])).toEqual([
      ["visitor", "Hello", false],
      ["assistant", "", true],
    ]);
    const streaming = nextChatState(waiting, delta("Hi", "session-1"));
    expect(streaming.status).toBe("streaming");
    const done = run(sent("Hello"), delta("Hi"), delta(" there!"), { type: "finished" });
    expect(done.status).toBe("idle");
    expect(done.messages.at(-1)).toMatchObject({ text: "Hi there!", streaming: false });
    expect(done.messages.at(-1)!.ending).toBeUndefined();
  });

  it("keeps the first session the provider names for every later message, until cleared", () => {
    const first = run(sent("One"), delta("A", "session-1"), { type: "finished" });
    const second = [sent("Two"), delta("B", "session-2"), { type: "finished" } as const].reduce(
      nextChatState,
      first,
    );
    expect(second.sessionId).toBe("session-1");
    expect(nextChatState(second, { type: "cleared" })).toEqual(emptyChat);
  });

  it("takes one message at a time: a message sent while an answer arrives is ignored", () => {
    const state = run(sent("One"), delta("A"));
    expect(nextChatState(state, sent("Two"))).toBe(state);
  });

  it("Stop keeps what arrived, marked stopped; an answer stopped before its first word goes", () => {
    const stopped = run(sent("One"), delta("Half an"), { type: "stopped" });
    expect(stopped.status).toBe("idle");
    expect(stopped.messages.at(-1)).toMatchObject({ text: "Half an", ending: "stopped" });
    expect(run(sent("One"), { type: "stopped" }).messages.map((m) => m.role)).toEqual(["visitor"]);
  });

  it("a failure names the problem and keeps a cut-off answer; the next message clears it", () => {
    const refused = run(sent("One"), { type: "failed", problem: "billing" });
    expect(refused.problem).toBe("billing");
    expect(refused.messages.map((m) => m.role)).toEqual(["visitor"]);
    const dropped = run(sent("One"), delta("Half"), { type: "failed", problem: "dropped" });
    expect(dropped.messages.at(-1)).toMatchObject({ text: "Half", ending: "cut-off" });
    expect(nextChatState(dropped, sent("Again")).problem).toBeNull();
  });

  it("fragments, finishes and stops after the answer ended change nothing", () => {
    const done = run(sent("One"), delta("A"), { type: "finished" });
    expect(nextChatState(done, delta("late"))).toBe(done);
    expect(nextChatState(done, { type: "stopped" })).toBe(done);
    expect(nextChatState(done, { type: "finished" })).toBe(done);
  });
});

describe("the answer a screen reader hears", () => {
  it("is the complete answer, once, and never a fragment", () => {
    const streaming = run(sent("One"), delta("Hi"));
    const done = nextChatState(streaming, { type: "finished" });
    expect(completedAnswer(run(sent("One")), streaming)).toBeNull();
    expect(completedAnswer(streaming, done)?.text).toBe("Hi");
    expect(completedAnswer(done, nextChatState(done, sent("Two")))).toBeNull();
    expect(completedAnswer(done, done)).toBeNull();
  });

  it("is nothing for a stopped or cut-off answer", () => {
    const streaming = run(sent("One"), delta("Hi"));
    expect(completedAnswer(streaming, nextChatState(streaming, { type: "stopped" }))).toBeNull();
    const failed = nextChatState(streaming, { type: "failed", problem: "dropped" });
    expect(completedAnswer(streaming, failed)).toBeNull();
  });
});

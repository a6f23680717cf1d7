import { describe, expect, it } from "vitest";
import { callAnnouncements } from "~/content/voice";
import { announcementFor } from "./CallAnnouncer";
import { callButtonState } from "./call-button-state";
import { idleCallState, nextCallState } from "./call-state";

const loading = nextCallState(idleCallState, { type: "start", assistantId: "hero" });
const active = nextCallState(loading, { type: "connected" });

describe("a call button's state (spec section 4)", () => {
  it("is idle while no call runs, even after an error", () => {
    expect(callButtonState(idleCallState, "hero")).toBe("idle");
    expect(callButtonState({ ...idleCallState, error: "startFailed" }, "hero")).toBe("idle");
  });

  it("is loading, then active, for the assistant whose call it is", () => {
    expect(callButtonState(loading, "hero")).toBe("loading");
    expect(callButtonState(active, "hero")).toBe("active");
  });

  it("is 'another call' for every other assistant, and before its own id is known", () => {
    expect(callButtonState(loading, "demo")).toBe("other");
    expect(callButtonState(active, "demo")).toBe("other");
    expect(callButtonState(active, undefined)).toBe("other");
  });
});

describe("what the screen reader hears", () => {
  it("announces connecting, connected, mute changes and the end, but not errors", () => {
    expect(announcementFor(idleCallState, loading, callAnnouncements)).toBe(
      "Connecting to the voice assistant.",
    );
    expect(announcementFor(loading, active, callAnnouncements)).toBe(
      "Call connected. Speak naturally.",
    );
    const muted = nextCallState(active, { type: "mute-changed", muted: true });
    expect(announcementFor(active, muted, callAnnouncements)).toBe("Microphone muted.");
    expect(announcementFor(muted, active, callAnnouncements)).toBe("Microphone on.");
    expect(announcementFor(active, idleCallState, callAnnouncements)).toBe("Call ended.");
    const failed = nextCallState(loading, { type: "failed", error: "startFailed" });
    expect(announcementFor(loading, failed, callAnnouncements)).toBeNull();
  });
});

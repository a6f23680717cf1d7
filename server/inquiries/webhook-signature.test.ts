import { describe, expect, it } from "vitest";
import { signWebhook } from "./webhook-signature";

describe("signWebhook", () => {
  it("matches the Standard Webhooks test vector", () => {
    expect(
      signWebhook(
        "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        "msg_p5jXN8AQM9LWM0D4loKWxJek",
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("changes with the body, the id and the timestamp", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const base = signWebhook(secret, "msg_1", 1, "{}");
    expect(signWebhook(secret, "msg_1", 1, "{ }")).not.toBe(base);
    expect(signWebhook(secret, "msg_2", 1, "{}")).not.toBe(base);
    expect(signWebhook(secret, "msg_1", 2, "{}")).not.toBe(base);
  });

  it("signs with every key during a rotation, one signature each, space-separated", () => {
    const old = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const fresh = "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD";
    const header = signWebhook(`${fresh} ${old}`, "msg_1", 1, "{}");
    expect(header.split(" ")).toEqual([
      signWebhook(fresh, "msg_1", 1, "{}"),
      signWebhook(old, "msg_1", 1, "{}"),
    ]);
    expect(header.split(" ")[1]).toBe(signWebhook(old, "msg_1", 1, "{}"));
  });
});

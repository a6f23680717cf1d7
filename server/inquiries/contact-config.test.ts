import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { TEST_WEBHOOK_SECRET } from "../testing/receivers";

describe("contact inquiry configuration", () => {
  it("stores in data/site.db with a 3 s fill time and 5 posts per 10 minutes by default", () => {
    const config = loadConfig({});
    expect(config.DATA_DIR).toBe("data");
    expect(config.DATABASE_URL).toBe("");
    expect(config.CONTACT_MIN_FILL_MS).toBe(3000);
    expect(config.CONTACT_RATE_LIMIT).toEqual({ limit: 5, windowMs: 600_000 });
    expect(config.CONTACT_NOTIFY_TO).toEqual([]);
  });

  it("reads the channels, a rate limit of off and a list of recipients", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://site:pw@db:5432/site",
      CONTACT_WEBHOOK_URL: "https://hooks.example.com/inquiry",
      CONTACT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      SMTP_URL: "smtps://user:pw@mail.example.com:465",
      CONTACT_NOTIFY_TO: "owner@example.com, sales@example.com",
      CONTACT_FROM: "Website <website@example.com>",
      CONTACT_RATE_LIMIT: "off",
    });
    expect(config.CONTACT_NOTIFY_TO).toEqual(["owner@example.com", "sales@example.com"]);
    expect(config.CONTACT_RATE_LIMIT).toBeNull();
  });

  it("names the variable and the expected form for each mistake", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: .*postgres:\/\//],
      [{ CONTACT_WEBHOOK_URL: "hooks" }, /CONTACT_WEBHOOK_URL: an absolute http\(s\) URL/],
      [
        { CONTACT_WEBHOOK_URL: "https://h.example", CONTACT_WEBHOOK_SECRET: "secret" },
        /CONTACT_WEBHOOK_SECRET: whsec_/,
      ],
      [{ CONTACT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET }, /CONTACT_WEBHOOK_URL: needed/],
      [
        { SMTP_URL: "smtp://mail.example.com" },
        /CONTACT_NOTIFY_TO: SMTP_URL and CONTACT_NOTIFY_TO/,
      ],
      [{ CONTACT_NOTIFY_TO: "owner@example.com" }, /SMTP_URL: SMTP_URL and CONTACT_NOTIFY_TO/],
      [{ SMTP_URL: "mail.example.com", CONTACT_NOTIFY_TO: "a@example.com" }, /SMTP_URL: smtp:\/\//],
      [{ CONTACT_NOTIFY_TO: "owner", SMTP_URL: "smtp://m" }, /CONTACT_NOTIFY_TO.*e-mail addresses/],
      [{ CONTACT_FROM: "Website" }, /CONTACT_FROM: an e-mail address/],
      [{ CONTACT_MIN_FILL_MS: "soon" }, /CONTACT_MIN_FILL_MS: milliseconds/],
      [{ CONTACT_RATE_LIMIT: "5 per minute" }, /CONTACT_RATE_LIMIT: count\/window such as 5\/10m/],
      [{ CONTACT_FORM_SECRET: "short" }, /CONTACT_FORM_SECRET: at least 32 characters/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });
});

import { describe, expect, it } from "vitest";
import { browserFamily } from "./browser-family";

const agents = {
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeOnIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
};

describe("the browser whose microphone settings the help explains", () => {
  it("tells Chrome, Edge, Firefox and Safari on a Mac apart", () => {
    expect(browserFamily(agents.chrome)).toBe("chrome");
    expect(browserFamily(agents.edge)).toBe("edge");
    expect(browserFamily(agents.firefox)).toBe("firefox");
    expect(browserFamily(agents.safariMac)).toBe("safari-mac");
  });

  it("reads every iPhone browser, and an iPad that asks for the desktop site, as iOS Safari", () => {
    expect(browserFamily(agents.iphone)).toBe("safari-ios");
    expect(browserFamily(agents.chromeOnIphone)).toBe("safari-ios");
    expect(browserFamily(agents.safariMac, 5)).toBe("safari-ios");
  });

  it("has general words for anything else", () => {
    expect(browserFamily("curl/8.5.0")).toBe("other");
  });
});

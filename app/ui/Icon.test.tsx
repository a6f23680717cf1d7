import { Phone } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon";

describe("Icon", () => {
  it("draws the icon's shapes in the text's colour, hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(<Icon icon={Phone} className="size-5" />);
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*>/);
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('class="size-5"');
    expect(markup).toContain(`<path d="${(Phone[0]![1] as { d: string }).d}">`);
  });

  it("is announced when it is given a name", () => {
    const markup = renderToStaticMarkup(<Icon icon={Phone} role="img" aria-label="Call us" />);
    expect(markup).not.toContain("aria-hidden");
    expect(markup).toContain('aria-label="Call us"');
  });
});

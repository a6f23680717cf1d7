import { expect, it } from "vitest";
import { leadFilterFromSearch, leadFilterToSearch } from "./lead-filter";

it("keeps the filter in the URL's terms and ignores what it does not know", () => {
  const filter = leadFilterFromSearch(
    new URLSearchParams("status=won&source=voice&interest=AI+Consulting&attention=1&q=+ada+"),
  );
  expect(filter).toEqual({
    status: "won",
    source: "voice",
    interest: "AI Consulting",
    attention: true,
    q: "ada",
  });
  expect(leadFilterFromSearch(leadFilterToSearch(filter))).toEqual(filter);
  expect(
    leadFilterFromSearch(new URLSearchParams("status=bogus&source=fax&attention=yes")),
  ).toEqual({});
});

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
    leadFilterFromSearch(new URLSearchParams("status=bogus&source=Fax+<b>&attention=yes")),
  ).toEqual({});
  // Sources are open (a new way in names its own): any short word is a source to filter by.
  expect(leadFilterFromSearch(new URLSearchParams("source=booking"))).toEqual({
    source: "booking",
  });
});

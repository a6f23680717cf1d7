import { describe, expect, it } from "vitest";
import { checkMeetingType } from "../../../core/booking/availability-schema";
import {
  dateOverrideFromForm,
  meetingTypeFromForm,
  weeklyHoursFromForm,
} from "./availability-form";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const typeFields: [string, string][] = [
  ["id", "free-consultation"],
  ["name", " Free consultation "],
  ["lengthMinutes", "45"],
  ["bufferBeforeMinutes", "0"],
  ["bufferAfterMinutes", "10"],
  ["minimumNoticeMinutes", "240"],
  ["horizonDays", "60"],
  ["maxPerDay", ""],
  ["slotStepMinutes", "15"],
];

describe("the availability page's forms", () => {
  it("reads a meeting type's numbers as numbers and an empty daily limit as none", () => {
    const read = meetingTypeFromForm(form(typeFields));
    expect(checkMeetingType(read)).toEqual({
      ok: true,
      value: {
        id: "free-consultation",
        name: "Free consultation",
        lengthMinutes: 45,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 10,
        minimumNoticeMinutes: 240,
        horizonDays: 60,
        maxPerDay: null,
        slotStepMinutes: 15,
      },
    });
  });

  it("leaves text that is not a whole number for the schema to refuse in words", () => {
    const fields = typeFields.map(([name, value]): [string, string] =>
      name === "lengthMinutes"
        ? [name, "30.5"]
        : name === "maxPerDay"
          ? [name, "lots"]
          : [name, value],
    );
    const checked = checkMeetingType(meetingTypeFromForm(form(fields)));
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problems.map((problem) => problem.message)).toEqual([
      "The length must be a whole number of minutes from 5 to 720.",
      "The daily limit must be a whole number from 1 to 96, or none.",
    ]);
  });

  it("reads each weekday's rows, drops empty ones and the removed one, and ends 00:00 at midnight", () => {
    const read = weeklyHoursFromForm(
      form([
        ["timeZone", " Europe/Madrid "],
        ["monday-start", "09:00"],
        ["monday-end", "12:00"],
        ["monday-start", "13:00"],
        ["monday-end", "17:00"],
        ["monday-start", ""],
        ["monday-end", ""],
        ["friday-start", "20:00"],
        ["friday-end", "00:00"],
        ["remove", "monday:0"],
      ]),
    );
    expect(read).toEqual({
      ok: true,
      value: {
        timeZone: "Europe/Madrid",
        weekly: {
          monday: [{ start: "13:00", end: "17:00" }],
          tuesday: [],
          wednesday: [],
          thursday: [],
          friday: [{ start: "20:00", end: "24:00" }],
          saturday: [],
          sunday: [],
        },
      },
    });
  });

  it("refuses a row with only one time, and a form with more rows than a page sends", () => {
    expect(
      weeklyHoursFromForm(
        form([
          ["tuesday-start", "09:00"],
          ["tuesday-end", ""],
        ]),
      ),
    ).toEqual({
      ok: false,
      problems: ["Tuesday: give both a start and an end, or leave both empty."],
    });
    const flood = Array.from({ length: 17 }, (): [string, string] => ["sunday-start", "09:00"]);
    expect(weeklyHoursFromForm(form(flood))).toEqual({
      ok: false,
      problems: ["The form has more fields than the page sends. Reload the page."],
    });
  });

  it("reads a day off, or other hours that need both times", () => {
    expect(
      dateOverrideFromForm(
        form([
          ["date", "2027-03-16"],
          ["kind", "off"],
          ["start", "10:00"],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { date: "2027-03-16", intervals: [] },
    });
    expect(
      dateOverrideFromForm(
        form([
          ["date", "2027-03-16"],
          ["kind", "hours"],
          ["start", "10:00"],
          ["end", "14:00"],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { date: "2027-03-16", intervals: [{ start: "10:00", end: "14:00" }] },
    });
    for (const times of [[["start", "10:00"]], []] as [string, string][][]) {
      expect(
        dateOverrideFromForm(form([["date", "2027-03-16"], ["kind", "hours"], ...times])),
      ).toEqual({
        ok: false,
        problems: ["2027-03-16: other hours need a start and an end."],
      });
    }
  });
});

import type { SlotDay, SlotView } from "../../core/booking/slot-presentation";
import type { SiteWords } from "~/content/words";

/** The booking pages' words, in the page's language, as their loaders send them. */
export type BookingWords = SiteWords["book"];

export type { SlotDay, SlotView };

/** The visitor's zone as the page shows it: named, with every zone they may change it to. */
export interface ZoneChoice {
  zone: string;
  name: string;
  zones: string[];
  /** The visitor named it (or their browser did); else it is the agency's. */
  chosen: boolean;
}

/** A page of days with free times, and the chosen day's times. */
export interface DayPage {
  days: { date: string; label: string }[];
  /** The first day shown, for links that keep this page. */
  pageFrom: string;
  /** The first day of the next page, if there are later days. */
  laterFrom: string | null;
  /** The first day of the previous page; null on the first page. */
  earlierFrom: string | null;
  day: SlotDay | null;
}

import { pathOf, siteLanguages } from "../../../core/content/languages";
import type { Booking } from "../store/booking";

/** The manage page a token opens, in the booking's language: its twin there, else the source's. */
export const manageLink = (booking: Booking, token: string, siteUrl: string) =>
  new URL(pathOf(siteLanguages[booking.language].paths.bookManage, [token]), siteUrl).href;

/** The booking page in the booking's language, to book another time. */
export const bookLink = (booking: Booking, siteUrl: string) =>
  new URL(siteLanguages[booking.language].paths.book, siteUrl).href;

/** A lead page form's field errors, by field. */
export type Problems = Partial<Record<"status" | "note" | "subject" | "body" | "erase", string>>;

/**
 * What the lead page's action answers, named by the form that asked (`form`): each form on the
 * page reads only its own answer, so one form's save never touches what is typed in another.
 * `page` names the forms that navigate (resend, erase).
 */
export interface LeadAnswer {
  form: string;
  errors: Problems;
  values: Record<string, string>;
  notice: string | null;
  /** A booking change's refusals, in words. */
  problems?: string[];
}

/** The form a booking's controls post from, on a lead's page: one per booking. */
export const bookingForm = (bookingId: string) => `booking-${bookingId}`;

import { data } from "react-router";
import { inboxErrors } from "~/content/inbox";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The posted form. A body that is not one (text, JSON, multipart without a boundary, a broken
 * part) is the sender's mistake: 415 or 400 with words, never a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw data(inboxErrors.notAForm, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(inboxErrors.unreadableForm, { status: 400 });
  }
}

import { HONEYPOT_FIELD, HONEYPOT_LABEL } from "../../core/contact/inquiry-fields";

/** A field only bots see and fill in; people never reach it. A post with it filled is spam. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {HONEYPOT_LABEL}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

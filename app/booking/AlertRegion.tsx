import { AlertCircle } from "lucide";
import type { Ref } from "react";
import { Icon } from "~/ui/Icon";
import { alertBox } from "./booking-styles";

/**
 * Where a refusal's words appear: present before any message arrives, so a screen reader
 * announces it, and focusable, so focus can be taken to it.
 */
export function AlertRegion({
  message,
  className = "",
  ref,
}: {
  message: string | null | undefined;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div role="alert" ref={ref} tabIndex={-1} className={`${className} focus:outline-none`}>
      {message ? <AlertMessage message={message} /> : null}
    </div>
  );
}

export function AlertMessage({ message }: { message: string }) {
  return (
    <p className={alertBox}>
      <Icon icon={AlertCircle} className="mt-0.5 size-5 shrink-0 text-danger-600" />
      <span>{message}</span>
    </p>
  );
}

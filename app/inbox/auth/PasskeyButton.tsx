import { useId, useState, useSyncExternalStore } from "react";
import { passkeyCeremony, type CeremonyResult } from "./passkey-client";
import { secondaryButton } from "../styles";

const noSubscription = () => () => {};

/**
 * Starts a passkey ceremony. Passkeys need JavaScript, so until the page is hydrated the button
 * is disabled and says why.
 */
export function PasskeyButton({
  label,
  working,
  needsScript,
  endpoint,
  kind,
  extra,
  onDone,
}: {
  label: string;
  working: string;
  needsScript: string;
  endpoint: string;
  kind: "register" | "authenticate";
  extra?: () => Record<string, unknown>;
  onDone: (result: CeremonyResult) => void;
}) {
  // False in the server's HTML, true once the page runs in the browser.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  return (
    <div>
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        disabled={!ready || busy}
        aria-describedby={ready ? undefined : hintId}
        onClick={async () => {
          setBusy(true);
          const result = await passkeyCeremony(endpoint, kind, extra?.());
          setBusy(false);
          onDone(result);
        }}
      >
        {busy ? working : label}
      </button>
      {ready ? null : (
        <p id={hintId} className="mt-1 text-xs text-ink-600">
          {needsScript}
        </p>
      )}
    </div>
  );
}

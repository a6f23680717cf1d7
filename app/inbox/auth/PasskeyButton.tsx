import { useState, useSyncExternalStore } from "react";
import { passkeyCeremony } from "./passkey-client";
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
  kind: "register" | "sign-in";
  extra?: () => Record<string, unknown>;
  onDone: (ok: boolean) => void;
}) {
  // False in the server's HTML, true once the page runs in the browser.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        disabled={!ready || busy}
        aria-describedby={ready ? undefined : `${kind}-passkey-needs-script`}
        onClick={async () => {
          setBusy(true);
          const ok = await passkeyCeremony(endpoint, kind, extra?.());
          setBusy(false);
          onDone(ok);
        }}
      >
        {busy ? working : label}
      </button>
      {ready ? null : (
        <p id={`${kind}-passkey-needs-script`} className="mt-1 text-xs text-slate-600">
          {needsScript}
        </p>
      )}
    </div>
  );
}

import { lazy, Suspense, useSyncExternalStore } from "react";
import { consentRequest } from "./call-consent";
import { agreeAndCall, declineCall, loadConsentDialog } from "./voice-call";

const ConsentDialog = lazy(() =>
  loadConsentDialog().then((module) => ({ default: module.ConsentDialog })),
);

/** The page's one consent dialog, shown while a call button waits for the visitor's answer. */
export function ConsentDialogHost() {
  const request = useSyncExternalStore(consentRequest.subscribe, consentRequest.get, () => null);
  if (!request) return null;
  return (
    <Suspense>
      <ConsentDialog
        opener={request.opener}
        onAgree={() => agreeAndCall(request.placement, request.disclosure)}
        onDecline={declineCall}
      />
    </Suspense>
  );
}

/**
 * A polite live region that is on the page before its message, so screen readers announce what
 * an action did; `tone` colours it.
 */
export function Notice({
  message,
  tone = "success",
}: {
  message?: string | null;
  tone?: "success" | "error";
}) {
  const colours =
    tone === "error"
      ? "border-danger-200 bg-danger-50 text-danger-800"
      : "border-success-200 bg-success-50 text-success-800";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      aria-live={tone === "error" ? "assertive" : "polite"}
    >
      {message ? (
        <p className={`rounded-lg border px-4 py-3 text-sm font-medium ${colours}`}>{message}</p>
      ) : null}
    </div>
  );
}

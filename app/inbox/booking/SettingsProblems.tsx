import { availabilityPage } from "~/content/inbox-booking";

/** A refused change's problems, one per line, announced as the form's answer. */
export function SettingsProblems({ id, problems }: { id: string; problems?: readonly string[] }) {
  return (
    <div id={id} role="alert" aria-live="assertive">
      {problems?.length ? (
        <div className="rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-800">
          <p className="font-semibold">{availabilityPage.problemsHeading}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

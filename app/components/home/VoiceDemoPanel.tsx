import { ServerMarkup } from "~/ui/ServerMarkup";
import { Mic } from "lucide";
import { Icon } from "~/ui/Icon";
import type { SiteWords } from "~/content/words";
import { CallButton } from "~/voice/CallButton";

export function VoiceDemoPanel({
  words: voice,
}: {
  words: SiteWords["home"]["demo"]["tabs"]["voice"];
}) {
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-10 rounded-3xl border border-white/10 bg-white/[0.06] p-8 backdrop-blur sm:p-12 lg:grid-cols-2">
      <ServerMarkup id="voice-demo-copy">
        <h3 className="font-display text-2xl font-bold text-white sm:text-3xl">{voice.title}</h3>
        <p className="mt-4 text-lg text-ink-300">{voice.copy}</p>
        <ul className="mt-6 space-y-3">
          {voice.tips.map((tip) => (
            <li key={tip} className="flex items-center gap-3 text-ink-200">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full bg-success-400 ring-4 ring-success-400/20"
              />
              {tip}
            </li>
          ))}
        </ul>
      </ServerMarkup>
      <div className="flex flex-col items-center gap-8">
        <ServerMarkup
          id="voice-demo-picture"
          aria-hidden="true"
          className="relative flex size-44 items-center justify-center"
        >
          <span className="absolute inset-0 rounded-full bg-brand-500/20 [animation-duration:3s] motion-safe:animate-ping" />
          <span className="absolute inset-4 rounded-full bg-brand-500/30" />
          <span className="relative flex size-28 items-center justify-center rounded-full bg-linear-to-br from-brand-500 to-highlight-500 text-white shadow-2xl shadow-highlight-500/30">
            <Icon icon={Mic} className="size-12" />
          </span>
        </ServerMarkup>
        <div className="flex w-full max-w-sm flex-col items-center">
          <CallButton placement="demo" />
        </div>
      </div>
    </div>
  );
}

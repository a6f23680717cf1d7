import { use } from "react";
import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import type { Language } from "../../core/content/languages";
import type { Words } from "../../core/content/translation";
import type * as Chat from "~/content/chat";
import type * as MicrophoneHelp from "~/content/microphone-help";
import type * as VoiceConsent from "~/content/voice-consent";
import type * as VoiceSimulation from "~/content/voice-simulation";
import { usePageLanguage } from "./page-language";

/**
 * Words the visitor meets only after acting (the chat, the consent dialog, the microphone help,
 * the simulated call), loaded with the code that shows them, in the page's language: each
 * language's module of the same name, found by its folder (app/content/<code>/). No page's first
 * load carries them, and a Spanish page never loads the English ones.
 */
export type LiveWords<Module> = { readonly [Name in keyof Module]: Words<Module[Name]> };

function byLanguage<Module>(
  name: string,
  modules: Record<string, () => Promise<unknown>>,
): (language: Language) => Promise<LiveWords<Module>> {
  const loaded = new Map<Language, Promise<LiveWords<Module>>>();
  return (language) => {
    let words = loaded.get(language);
    if (!words) {
      const path =
        language === SOURCE_LANGUAGE
          ? `../content/${name}.ts`
          : `../content/${language}/${name}.ts`;
      const load = modules[path];
      const loading: Promise<LiveWords<Module>> = load
        ? (load() as Promise<LiveWords<Module>>).then((value) => {
            // Marked as React's `use` reads a settled promise: once loaded, nothing waits again.
            Object.assign(loading, { status: "fulfilled", value });
            return value;
          })
        : Promise.reject(new Error(`app/content/${language}/${name}.ts is missing`));
      words = loading;
      loaded.set(language, words);
    }
    return words;
  };
}

export const liveWords = {
  chat: byLanguage<typeof Chat>(
    "chat",
    import.meta.glob(["../content/chat.ts", "../content/*/chat.ts"]),
  ),
  consent: byLanguage<typeof VoiceConsent>(
    "voice-consent",
    import.meta.glob(["../content/voice-consent.ts", "../content/*/voice-consent.ts"]),
  ),
  microphoneHelp: byLanguage<typeof MicrophoneHelp>(
    "microphone-help",
    import.meta.glob(["../content/microphone-help.ts", "../content/*/microphone-help.ts"]),
  ),
  simulation: byLanguage<typeof VoiceSimulation>(
    "voice-simulation",
    import.meta.glob(["../content/voice-simulation.ts", "../content/*/voice-simulation.ts"]),
  ),
};

/** The page's language: the source's while no root loader's data is there. */
export function usePageLanguageCode(): Language {
  return usePageLanguage()?.language ?? SOURCE_LANGUAGE;
}

/** A module's words in the page's language, in a component under Suspense (it waits for them). */
export function useLiveWords<Module>(
  load: (language: Language) => Promise<LiveWords<Module>>,
): LiveWords<Module> {
  return use(load(usePageLanguageCode()));
}

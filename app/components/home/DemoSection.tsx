import { Bot, Globe, Mic } from "lucide";
import type { SiteWords } from "~/content/words";
import { usePaths } from "~/language/page-language";
import { DEMO_SECTION_ID } from "~/content/site-constants";
import { SectionHeading } from "~/ui/SectionHeading";
import { container } from "~/ui/styles";
import { Tabs } from "~/ui/Tabs";
import { lazy } from "react";
import { VoiceDemoPanel } from "./VoiceDemoPanel";
import { HydrationBoundary } from "~/ui/HydrationBoundary";

// The chat and the website mock-up sit behind tabs: their code loads when a visitor asks for
// them, not on page load.
const loadChatDemo = () => import("./ChatDemoPanel");
const loadWebsiteMock = () => import("./WebsiteMock");
const ChatDemoPanel = lazy(() =>
  loadChatDemo().then((module) => ({ default: module.ChatDemoPanel })),
);
const WebsiteMock = lazy(() =>
  loadWebsiteMock().then((module) => ({ default: module.WebsiteMock })),
);

export function DemoSection({ words }: { words: SiteWords["home"] }) {
  const { demo: demoSection, chatMock, websiteMock } = words;
  const { tabs } = demoSection;
  const { contact } = usePaths();
  return (
    <HydrationBoundary whenNear={DEMO_SECTION_ID}>
      <section
        id={DEMO_SECTION_ID}
        aria-labelledby="demo-title"
        className="hero-backdrop relative overflow-hidden py-24 sm:py-32"
      >
        <div className={container}>
          <SectionHeading id="demo-title" tone="dark" heading={demoSection} />
          <Tabs
            label={demoSection.title}
            items={[
              {
                key: "voice",
                label: tabs.voice.label,
                icon: Mic,
                panel: <VoiceDemoPanel words={tabs.voice} />,
              },
              {
                key: "chat",
                label: tabs.chat.label,
                icon: Bot,
                panel: <ChatDemoPanel mock={chatMock} />,
                prefetch: () => void loadChatDemo(),
              },
              {
                key: "website",
                label: tabs.website.label,
                icon: Globe,
                panel: <WebsiteMock site={websiteMock} />,
                prefetch: () => void loadWebsiteMock(),
              },
            ]}
          />
          <noscript>
            <p className="mx-auto mt-6 max-w-2xl rounded-2xl border border-white/15 bg-white/10 px-5 py-4 text-center text-ink-100">
              {tabs.chat.needsScript}{" "}
              <a href={contact} className="font-semibold text-white underline underline-offset-4">
                {tabs.chat.writeInstead}
              </a>
            </p>
          </noscript>
        </div>
      </section>
    </HydrationBoundary>
  );
}

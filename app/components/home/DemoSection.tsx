import { Bot, Globe, Mic } from "lucide-react";
import { demoSection } from "~/content/home";
import { DEMO_SECTION_ID } from "~/content/site-constants";
import { SectionHeading } from "~/components/ui/SectionHeading";
import { container } from "~/components/ui/styles";
import { Tabs } from "~/components/ui/Tabs";
import { ChatMock } from "./ChatMock";
import { VoiceDemoPanel } from "./VoiceDemoPanel";
import { WebsiteMock } from "./WebsiteMock";

export function DemoSection() {
  const { tabs } = demoSection;
  return (
    <section
      id={DEMO_SECTION_ID}
      aria-labelledby="demo-title"
      className="hero-backdrop relative overflow-hidden py-24 sm:py-32"
    >
      <div className={container}>
        <SectionHeading
          id="demo-title"
          tone="dark"
          eyebrow={demoSection.eyebrow}
          title={demoSection.title}
          intro={demoSection.intro}
        />
        <Tabs
          label={demoSection.title}
          items={[
            { key: "voice", label: tabs.voice.label, icon: Mic, panel: <VoiceDemoPanel /> },
            { key: "chat", label: tabs.chat.label, icon: Bot, panel: <ChatMock /> },
            { key: "website", label: tabs.website.label, icon: Globe, panel: <WebsiteMock /> },
          ]}
        />
      </div>
    </section>
  );
}

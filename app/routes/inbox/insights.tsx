import { inboxTitle } from "~/content/inbox";
import { insightsPage } from "~/content/insights";
import { DailyChart } from "~/inbox/insights/DailyChart";
import { Funnels } from "~/inbox/insights/Funnels";
import { OTHER_KEY } from "../../../core/insights/insight-events";
import { count, keyName } from "~/inbox/insights/figures";
import { HeadlineFigures } from "~/inbox/insights/HeadlineFigures";
import { PeriodPicker } from "~/inbox/insights/PeriodPicker";
import { RankTable } from "~/inbox/insights/RankTable";
import { Notice } from "~/inbox/Notice";
import { PageHeading } from "~/inbox/PageHeading";
import { Panel } from "~/inbox/Panel";
import { secondaryButton } from "~/inbox/styles";
import type { Route } from "./+types/insights";

export { loader } from "./insights.server";

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle(insightsPage.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { report, counting, problem, asked, languageNames } = loaderData;
  const { period } = report;
  const words = insightsPage;
  const search = new URLSearchParams({ period: period.choice });
  if (period.choice === "range") {
    search.set("from", period.from);
    search.set("to", period.to);
  }
  return (
    <div className="space-y-5">
      <PageHeading title={words.title} intro={words.intro}>
        <a href={`/inbox/insights/export.csv?${search}`} download className={secondaryButton}>
          {words.export}
        </a>
      </PageHeading>
      {counting ? null : <Notice message={words.off} tone="error" />}
      <Notice message={problem} tone="error" />
      <PeriodPicker period={period} asked={asked} />
      <p className="text-sm text-ink-600">
        <span className="font-semibold text-ink-900">
          {words.period.showing(period.from, period.to)}
        </span>{" "}
        {words.period.comparedWith(period.previous.from, period.previous.to)}
      </p>
      <HeadlineFigures headline={report.headline} />
      <DailyChart daily={report.daily} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="pages" title={words.pages.heading} intro={words.pages.intro}>
          <div className="space-y-5">
            <RankTable
              caption={words.pages.heading}
              columns={[words.pages.page, words.pages.views, words.pages.leads]}
              rows={report.pages.map((page) => ({
                key: page.path,
                name: keyName(page.path, "/"),
                values: [page.views, page.leads],
              }))}
              empty={words.empty}
            />
            {report.notFound > 0 ? (
              <p className="text-sm text-ink-600">{words.pages.notFound(count(report.notFound))}</p>
            ) : null}
          </div>
        </Panel>
        <Panel id="sources" title={words.sources.heading} intro={words.sources.intro}>
          <div className="space-y-5">
            <RankTable
              caption={words.sources.heading}
              columns={[words.sources.source, words.sources.visitors, words.sources.leads]}
              rows={report.referrers.map((source) => ({
                key: source.host,
                name: keyName(source.host, words.sources.direct),
                values: [source.visitors, source.leads],
              }))}
              empty={words.empty}
            />
            <RankTable
              caption={words.sources.campaigns}
              columns={[words.sources.campaign, words.sources.visitors, words.sources.leads]}
              rows={report.campaigns.map((tags) => ({
                key: `${tags.source}/${tags.medium}/${tags.campaign}`,
                name:
                  tags.source === OTHER_KEY && !tags.medium && !tags.campaign
                    ? keyName(tags.source, "")
                    : [tags.source, tags.medium, tags.campaign]
                        .map((tag) => tag || "–")
                        .join(" / "),
                values: [tags.visitors, tags.leads],
              }))}
              empty={words.sources.noCampaigns}
            />
          </div>
        </Panel>
      </div>
      <Funnels funnels={report.funnels} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="devices" title={words.devices.heading}>
          <RankTable
            caption={words.devices.heading}
            columns={[words.devices.device, words.devices.visitors]}
            rows={report.devices.map((device) => ({
              key: device.device,
              name: words.devices.names[device.device] ?? device.device,
              values: [device.visitors],
            }))}
            empty={words.empty}
          />
        </Panel>
        <Panel id="languages" title={words.languages.heading} intro={words.languages.intro}>
          <RankTable
            caption={words.languages.heading}
            columns={[
              words.languages.language,
              words.languages.views,
              words.languages.visitors,
              words.languages.leads,
            ]}
            rows={report.languages.map((language) => ({
              key: language.language,
              name: languageNames[language.language] ?? language.language,
              values: [language.views, language.visitors, language.leads],
            }))}
            empty={words.empty}
          />
        </Panel>
      </div>
    </div>
  );
}

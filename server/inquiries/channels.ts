import type { Config } from "../config";
import type { DeliveryChannel } from "../db/schema";

/**
 * A delivery channel as this configuration sets it: on or off, and what turns it on. The pipeline
 * has its own three; a wing registers its own (server/wings.ts).
 */
export interface ChannelSwitch {
  channel: DeliveryChannel;
  on: boolean;
  /** The variables that turn it on, for "held: ... is not set". */
  setting: string;
}

/** The channels a lead's own notifications go on: every way in's, and every wing's subjects'. */
export const LEAD_CHANNELS = ["webhook", "email"] as const satisfies readonly DeliveryChannel[];

export const isLeadChannel = (channel: DeliveryChannel) =>
  (LEAD_CHANNELS as readonly DeliveryChannel[]).includes(channel);

/** The pipeline's channels: a lead's notifications, and the staff's replies by e-mail. */
export function pipelineChannels(
  config: Pick<Config, "CONTACT_WEBHOOK_URL" | "SMTP_URL" | "CONTACT_NOTIFY_TO">,
): ChannelSwitch[] {
  const smtp = config.SMTP_URL !== "";
  return [
    { channel: "webhook", on: config.CONTACT_WEBHOOK_URL !== "", setting: "CONTACT_WEBHOOK_URL" },
    {
      channel: "email",
      on: smtp && config.CONTACT_NOTIFY_TO.length > 0,
      setting: "SMTP_URL and CONTACT_NOTIFY_TO",
    },
    { channel: "reply", on: smtp, setting: "SMTP_URL" },
  ];
}

/** The channels this configuration delivers on. */
export const configuredChannels = (switches: readonly ChannelSwitch[]): DeliveryChannel[] =>
  switches.filter((each) => each.on).map((each) => each.channel);

/** What turns a channel on: a delivery for a channel that is off is held until it is set. */
export const channelSetting = (switches: readonly ChannelSwitch[], channel: string) =>
  switches.find((each) => each.channel === channel)?.setting ?? `the ${channel} channel's setting`;

/** A delivery waiting on a channel this configuration has turned off: it goes out once it is on. */
export const isHeld = (
  delivery: { channel: DeliveryChannel; status: string },
  configured: readonly DeliveryChannel[],
) => delivery.status === "pending" && !configured.includes(delivery.channel);

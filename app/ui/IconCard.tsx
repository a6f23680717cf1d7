import type { IconNode } from "./Icon";
import { GradientIcon } from "./GradientIcon";
import { card } from "./styles";

/** The spacing under each icon size: a smaller tile sits closer to its title. */
const spacing = {
  md: { title: "mt-5", text: "mt-2" },
  lg: { title: "mt-6", text: "mt-3" },
};

/**
 * A card of a grid (CardGrid): an icon on its gradient tile, a title and a line of text. With
 * `lift`, the tile grows while the card is hovered.
 */
export function IconCard({
  icon,
  gradient,
  title,
  text,
  size = "lg",
  lift = false,
}: {
  icon: IconNode;
  gradient: string;
  title: string;
  text: string;
  size?: keyof typeof spacing;
  lift?: boolean;
}) {
  return (
    <article className={[card, lift && "group", "h-full p-8"].filter(Boolean).join(" ")}>
      <GradientIcon
        icon={icon}
        gradient={gradient}
        size={size}
        className={lift ? "transition-transform duration-300 group-hover:scale-110" : ""}
      />
      <h3 className={`${spacing[size].title} font-display text-xl font-semibold text-ink-950`}>
        {title}
      </h3>
      <p className={`${spacing[size].text} text-ink-600`}>{text}</p>
    </article>
  );
}

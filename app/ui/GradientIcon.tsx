import { Icon, type IconNode } from "~/ui/Icon";

const sizes = {
  md: { tile: "size-12", icon: "size-6" },
  lg: { tile: "size-14", icon: "size-7" },
};

/** A lucide icon on a rounded tile with the item's colour gradient (`from-* to-*`). */
export function GradientIcon({
  icon,
  gradient,
  size = "lg",
  className = "",
}: {
  icon: IconNode;
  gradient: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex ${sizes[size].tile} items-center justify-center rounded-2xl bg-linear-to-br ${gradient} text-white shadow-lg ${className}`}
    >
      <Icon icon={icon} className={sizes[size].icon} />
    </span>
  );
}

import { Star } from "lucide";
import { Icon } from "~/ui/Icon";

/** A rating's stars; `label` says it in words, in the page's language. */
export function Stars({
  rating,
  label,
  className = "",
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <div className={`flex gap-1 ${className}`} role="img" aria-label={label}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon icon={Star} key={i} className="size-5 fill-warning-400 text-warning-400" />
      ))}
    </div>
  );
}

import { Star } from "lucide";
import { Icon } from "~/ui/Icon";

export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  return (
    <div className={`flex gap-1 ${className}`} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon icon={Star} key={i} className="size-5 fill-warning-400 text-warning-400" />
      ))}
    </div>
  );
}

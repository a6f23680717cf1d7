import { useState } from "react";

/**
 * The founder's portrait, replaced by a bundled stand-in when it fails to load. A server-rendered
 * image can fail before React attaches `onError`, so the check also runs when React
 * takes the element over. The stand-in is a new element (`key`), not a new `src` on the failed
 * one: Chromium gave a failed image that changed its source while its section was off screen and
 * not yet rendered (`content-visibility: auto`) no box at all once the section was rendered.
 */
export function FounderPhoto({
  src,
  alt,
  fallbackSrc,
  fallbackAlt,
  className,
}: {
  src: string;
  alt: string;
  fallbackSrc: string;
  fallbackAlt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);

  return (
    <img
      key={failed ? "stand-in" : "portrait"}
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) setFailed(true);
      }}
      src={failed ? fallbackSrc : src}
      alt={failed ? fallbackAlt : alt}
      width={480}
      height={560}
      // Below the fold on a phone: fetched as the visitor nears it, not during the page's load.
      loading="lazy"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

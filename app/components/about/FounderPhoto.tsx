import { useState } from "react";

/**
 * The founder's portrait, replaced by a bundled stand-in when it fails to load. A server-rendered
 * image can fail before React attaches `onError`, so the check also runs when React
 * takes the element over.
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
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) setFailed(true);
      }}
      src={failed ? fallbackSrc : src}
      alt={failed ? fallbackAlt : alt}
      width={480}
      height={560}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

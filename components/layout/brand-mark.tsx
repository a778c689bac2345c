import { markDataUri } from '@/lib/theme/mark';

/**
 * The owner's mark (content/brand/mark.svg, or the monogram the build draws), beside the brand: in
 * the page itself (no request, no layout shift), decorative, and not an <img>, so the page's first
 * content image stays its first <img>.
 */
export function BrandMark() {
  return (
    <svg aria-hidden viewBox="0 0 28 28" width="28" height="28" className="shrink-0">
      <image href={markDataUri()} width="28" height="28" />
    </svg>
  );
}

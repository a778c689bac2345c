import { markDataUri } from '@/lib/theme/mark';

/** The owner's mark (content/brand/mark.svg, or the monogram the build draws), beside the brand. */
export function BrandMark() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 28 px SVG in the page itself: no request, no layout shift
    <img src={markDataUri()} alt="" width={28} height={28} className="size-7 shrink-0" />
  );
}

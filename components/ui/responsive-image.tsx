/* eslint-disable @next/next/no-img-element -- next/image is a client component that adds ~5 KB of
   JavaScript to every page using it and cannot resize under `output: 'export'`. This server
   component renders plain markup from the variants scripts/build/pre/optimize-images.mjs makes at
   build time. */
import { preload } from 'react-dom';
import type { ImageData } from '@/lib/images/images';

type ResponsiveImageProps = {
  image: ImageData;
  alt: string;
  /** The displayed width at each breakpoint, so the browser picks the smallest variant that fits. */
  sizes?: string;
  /** For the first-screen image: fetched at once with high priority instead of lazily. */
  priority?: boolean;
  /** Fetched at once (found by the preload scanner) but without priority or preload. */
  eager?: boolean;
  className?: string;
};

export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  eager = false,
  className,
}: ResponsiveImageProps) {
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
      style={
        image.placeholder
          ? {
              backgroundImage: `url("${image.placeholder}")`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
          : undefined
      }
    />
  );
  if (!image.sources?.length) return img;
  // React preloads a priority <img> by itself, but not one inside <picture> (it cannot tell which
  // source the browser picks). Preloading the best format's srcset from the top of <head> gets the
  // photo there before the stylesheet, so it is in the first paint far more often (measured on a
  // case study: 2 of 5 loads without, 6-8 of 8 with). Browsers without that format skip it by type.
  if (priority) {
    const [best] = image.sources;
    preload(best.srcSet.split(' ')[0], {
      as: 'image',
      type: best.type,
      imageSrcSet: best.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

import { groupLayout } from '@/lib/content/blocks';
import type { Project } from '@/lib/content/projects';
import { ProcessLightbox } from './process-lightbox';
import { ResponsiveImage } from '../ui/responsive-image';

const half =
  '(min-width: 72rem) 26rem, (min-width: 768px) calc((100vw - 20.5rem) / 2), (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2.5rem)';
const whole =
  '(min-width: 72rem) 53rem, (min-width: 768px) calc(100vw - 19rem), calc(100vw - 2.5rem)';

// Each process image links to its full-size file; with JavaScript the link opens the lightbox. In
// two columns, an odd count draws the first image across both, so no row ends half empty.
export function ProcessGallery({ images }: { images: Project['processImages'] }) {
  const { spanFirst } = groupLayout(images.length);
  return (
    <ProcessLightbox
      images={images}
      thumbnails={images.map((image, index) => (
        <ResponsiveImage
          key={image.src}
          image={image}
          alt={`Process step ${index + 1}`}
          sizes={spanFirst && index === 0 ? whole : half}
          className="h-auto w-full"
        />
      ))}
    />
  );
}

import type { Project } from '@/lib/content/projects';
import { ProcessLightbox } from './process-lightbox';
import { darkImage } from '../ui/image-frame';
import { ResponsiveImage } from '../ui/responsive-image';

// Each process image links to its full-size file; with JavaScript the link opens the lightbox.
export function ProcessGallery({ images }: { images: Project['processImages'] }) {
  return (
    <ProcessLightbox
      images={images}
      thumbnails={images.map((image, index) => (
        <ResponsiveImage
          key={image.src}
          image={image}
          alt={`Process step ${index + 1}`}
          sizes="(min-width: 72rem) 26rem, (min-width: 768px) calc((100vw - 20.5rem) / 2), (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2.5rem)"
          className={`h-auto w-full ${darkImage}`}
        />
      ))}
    />
  );
}

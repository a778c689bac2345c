import { groupLayout } from '@/lib/content/group-layout';
import type { Project } from '@/lib/content/projects';
import { fill } from '@/lib/i18n/fill';
import { wordsProp } from '@/lib/i18n/client-words';
import { caseStudy } from '@/lib/i18n/words/en/case-study';
import { ProcessLightbox } from './process-lightbox';
import { darkImage } from '../ui/image-frame';
import { ResponsiveImage } from '../ui/responsive-image';
import { textHalf } from './figure-group';

const whole = '(min-width: 768px) 42rem, calc(100vw - 2.5rem)';

// Each process image links to its full-size file; with JavaScript the link opens the lightbox. In
// two columns, an odd count draws the first image across both, so no row ends half empty.
type ProcessGalleryProps = { images: Project['processImages']; words?: typeof caseStudy };

export function ProcessGallery({ images, words = caseStudy }: ProcessGalleryProps) {
  const { spanFirst } = groupLayout(images.length);
  return (
    <ProcessLightbox
      images={images}
      // The lightbox's script holds the English words; another language's are passed.
      {...wordsProp(words, caseStudy)}
      thumbnails={images.map((image, index) => (
        <ResponsiveImage
          key={image.src}
          image={image}
          alt={fill(words.step, { n: index + 1 })}
          sizes={spanFirst && index === 0 ? whole : textHalf}
          className={`h-auto w-full ${darkImage}`}
        />
      ))}
    />
  );
}

// What a protected case study's sealed file holds once opened: the project as the page renders it
// and the testimonials that name it (JSON), followed by the bytes of its images. The testimonials
// go inside: beside the locked page they would tie a client to the project for anyone with the
// link. Layout: JSON length (uint32, big-endian) | JSON | the
// images one after another. Each image's `src` in the JSON is `image:<n>`, its place in the list;
// the browser turns each into a blob: URL. Packing reads files (build only); unpacking runs anywhere.
import type { Project } from '@/lib/content/projects';
import type { ImageData } from '@/lib/images/images';
import type { PublishedTestimonial } from '@/lib/trust/trust';

type Packed = {
  project: Project;
  testimonials?: PublishedTestimonial[];
  images: { type: string; length: number }[];
};

export type OpenedCaseStudy = { project: Project; testimonials: PublishedTestimonial[] };

export type PackedImage = { bytes: Uint8Array; type: string };

const mapValues = <T>(record: Record<string, T>, map: (value: T) => T) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

const imageRef = (index: number) => `image:${index}`;

/** `files` reads an image by its site path (from private/). */
export function packCaseStudy(
  project: Project,
  files: (src: string) => { bytes: Uint8Array; type: string },
  testimonials: PublishedTestimonial[] = [],
): Uint8Array {
  const images: PackedImage[] = [];
  const placed = new Map<string, string>(); // an image shown twice is packed once
  const place = <T extends ImageData>(image: T): T => {
    if (!placed.has(image.src)) {
      images.push(files(image.src));
      placed.set(image.src, imageRef(images.length - 1));
    }
    return { ...image, src: placed.get(image.src)! };
  };
  const packed: Packed = {
    project: {
      ...project,
      teaser: undefined, // public anyway, and not part of the case study
      image: place(project.image),
      processImages: project.processImages.map(place),
      figures: mapValues(project.figures ?? {}, place),
    },
    testimonials,
    images: images.map(({ bytes, type }) => ({ type, length: bytes.length })),
  };
  const json = new TextEncoder().encode(JSON.stringify(packed));
  const out = new Uint8Array(
    4 + json.length + images.reduce((n, image) => n + image.bytes.length, 0),
  );
  new DataView(out.buffer).setUint32(0, json.length);
  out.set(json, 4);
  let at = 4 + json.length;
  for (const { bytes } of images) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}

/** The project with each image's `src` replaced by `url(image)` (a blob: URL in the browser). */
export function unpackCaseStudy(
  plain: Uint8Array,
  url: (image: PackedImage) => string,
): OpenedCaseStudy {
  const length = new DataView(plain.buffer, plain.byteOffset, plain.byteLength).getUint32(0);
  const packed = JSON.parse(new TextDecoder().decode(plain.subarray(4, 4 + length))) as Packed;
  let at = 4 + length;
  const urls = packed.images.map(({ type, length: size }) => {
    const bytes = plain.slice(at, at + size);
    at += size;
    return url({ bytes, type });
  });
  const resolve = <T extends ImageData>(image: T): T => ({
    ...image,
    src: urls[Number(image.src.slice('image:'.length))],
  });
  const { project, testimonials = [] } = packed;
  return {
    project: {
      ...project,
      image: resolve(project.image),
      processImages: project.processImages.map(resolve),
      figures: mapValues(project.figures ?? {}, resolve),
    },
    testimonials,
  };
}

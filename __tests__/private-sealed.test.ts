/** @jest-environment node */
import { packCaseStudy, unpackCaseStudy } from '@/lib/private/case-study-bundle';
import { open, PBKDF2_ITERATIONS, readHeader, seal } from '@/lib/private/sealed';
import { getProject } from '@/lib/content/projects';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);
const FAST = 1_000; // the cipher is the same at any count; the default is checked once below

describe('sealing a case study', () => {
  it('opens with its passphrase, using OWASP’s PBKDF2 count by default', async () => {
    const sealed = await seal(bytes('the whole case study'), 'copper lantern quarry velvet');
    expect(readHeader(sealed).iterations).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const { plaintext } = await open(sealed, 'copper lantern quarry velvet');
    expect(text(plaintext)).toBe('the whole case study');
  });

  it('does not hold the plain text', async () => {
    const sealed = await seal(bytes('the whole case study'), 'a passphrase', FAST);
    expect(Buffer.from(sealed).includes('whole case study')).toBe(false);
  });

  it('uses a new salt and nonce each time', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => seal(bytes('same'), 'same pass', FAST)));
    expect(Buffer.from(readHeader(a).salt)).not.toEqual(Buffer.from(readHeader(b).salt));
    expect(Buffer.from(readHeader(a).nonce)).not.toEqual(Buffer.from(readHeader(b).nonce));
  });

  it('refuses a wrong passphrase', async () => {
    const sealed = await seal(bytes('secret'), 'the right passphrase', FAST);
    await expect(open(sealed, 'the wrong passphrase')).rejects.toThrow('wrong passphrase');
  });

  it.each([
    ['the ciphertext', (length: number) => length - 20],
    ['the tag', (length: number) => length - 1],
    ['the salt', () => 10],
    ['the nonce', () => 25],
  ])('refuses a file whose %s was changed', async (_part, at) => {
    const sealed = await seal(bytes('secret case study'), 'the right passphrase', FAST);
    const index = at(sealed.length);
    sealed[index] ^= 0x01;
    await expect(open(sealed, 'the right passphrase')).rejects.toThrow();
  });

  it('refuses a file with a lowered iteration count', async () => {
    const sealed = await seal(bytes('secret'), 'the right passphrase', FAST);
    new DataView(sealed.buffer).setUint32(4, FAST - 1);
    await expect(open(sealed, 'the right passphrase')).rejects.toThrow();
  });
});

describe('packing a case study', () => {
  it('carries the project and every image byte for byte, each image under its own URL', () => {
    const project = getProject('atlas-base')!;
    const files = new Map(
      [project.image, ...project.processImages].map((image, i) => [
        image.src,
        { bytes: new Uint8Array([i, 1, 2, 3, i]), type: 'image/svg+xml' },
      ]),
    );
    const packed = packCaseStudy(project, (src) => files.get(src)!);
    const seen: number[][] = [];
    const { project: unpacked, testimonials } = unpackCaseStudy(packed, ({ bytes: b }) => {
      seen.push([...b]);
      return `blob:test/${seen.length}`;
    });
    expect(testimonials).toEqual([]);
    expect(unpacked.sections).toEqual(project.sections);
    expect(unpacked.title).toBe(project.title);
    expect(unpacked.image).toEqual({ ...project.image, src: 'blob:test/1' });
    expect(unpacked.processImages.map((image) => image.src)).toEqual(
      project.processImages.map((_, i) => `blob:test/${i + 2}`),
    );
    expect(seen).toEqual([...files.values()].map(({ bytes: b }) => [...b]));
  });

  it('carries the testimonials that name the project', () => {
    const project = getProject('atlas-base')!;
    const files = (src: string) => ({ bytes: new Uint8Array([1]), type: 'image/svg+xml', src });
    const testimonials = [
      { quote: 'Qx7 a quote about the confidential work.', name: 'Ana Ruiz', role: 'CTO' },
    ];
    const packed = packCaseStudy(project, files, testimonials);
    expect(unpackCaseStudy(packed, () => 'blob:test').testimonials).toEqual(testimonials);
    expect(Buffer.from(packed).includes('Ana Ruiz')).toBe(true);
  });
});

/** @jest-environment node */
import { packCaseStudy, unpackCaseStudy } from '@/lib/private/case-study-bundle';
import {
  open,
  openWithKey,
  PBKDF2_ITERATIONS,
  readHeader,
  seal,
  sealingKey,
  sealWithKey,
} from '@/lib/private/sealed';
import { getProject } from '@/lib/content/projects';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);
const FAST = 1_000; // the cipher is the same at any count; the default is checked once below
const alpha = { id: 'nda-alpha', site: 'https://www.example.com/', lang: 'en' };

describe('sealing a case study', () => {
  it('opens with its passphrase, using OWASP’s PBKDF2 count by default', async () => {
    const sealed = await seal(bytes('the whole case study'), 'copper lantern quarry velvet', alpha);
    expect(readHeader(sealed).iterations).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const { plaintext } = await open(sealed, 'copper lantern quarry velvet', alpha);
    expect(text(plaintext)).toBe('the whole case study');
  });

  it('does not hold the plain text', async () => {
    const sealed = await seal(bytes('the whole case study'), 'a passphrase', alpha, FAST);
    expect(Buffer.from(sealed).includes('whole case study')).toBe(false);
  });

  it('uses a new salt and nonce each time', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(() => seal(bytes('same'), 'same pass', alpha, FAST)),
    );
    expect(Buffer.from(readHeader(a).salt)).not.toEqual(Buffer.from(readHeader(b).salt));
    expect(Buffer.from(readHeader(a).nonce)).not.toEqual(Buffer.from(readHeader(b).nonce));
  });

  it('refuses a wrong passphrase', async () => {
    const sealed = await seal(bytes('secret'), 'the right passphrase', alpha, FAST);
    await expect(open(sealed, 'the wrong passphrase', alpha)).rejects.toThrow('wrong passphrase');
  });

  it.each([
    ['the ciphertext', (length: number) => length - 20],
    ['the tag', (length: number) => length - 1],
    ['the salt', () => 10],
    ['the nonce', () => 25],
  ])('refuses a file whose %s was changed', async (_part, at) => {
    const sealed = await seal(bytes('secret case study'), 'the right passphrase', alpha, FAST);
    const index = at(sealed.length);
    sealed[index] ^= 0x01;
    await expect(open(sealed, 'the right passphrase', alpha)).rejects.toThrow();
  });

  it('refuses a file with a lowered iteration count', async () => {
    const sealed = await seal(bytes('secret'), 'the right passphrase', alpha, FAST);
    new DataView(sealed.buffer).setUint32(4, FAST - 1);
    await expect(open(sealed, 'the right passphrase', alpha)).rejects.toThrow();
  });

  it('derives a key that no script can export', async () => {
    const sealed = await seal(bytes('secret'), 'the right passphrase', alpha, FAST);
    const { key } = await open(sealed, 'the right passphrase', alpha);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('refuses a file of the earlier format ("CS1") as not a sealed case study', async () => {
    const sealed = await seal(bytes('secret'), 'the right passphrase', alpha, FAST);
    sealed.set(bytes('CS1'));
    await expect(open(sealed, 'the right passphrase', alpha)).rejects.toThrow(
      'not a sealed case study',
    );
  });
});

describe('binding a sealed file to its project, site and language', () => {
  const shared = 'one passphrase for both projects';

  it.each([
    ['under another id', { ...alpha, id: 'nda-beta' }],
    ['on another site', { ...alpha, site: 'https://portfolio.example.net/' }],
    ['on the same host under another base path', { ...alpha, site: 'https://www.example.com/b/' }],
    ['on a page in another language', { ...alpha, lang: 'de' }],
  ])('does not open %s, even with the same passphrase', async (_where, elsewhere) => {
    const sealed = await seal(bytes('secret case study'), shared, alpha, FAST);
    await expect(open(sealed, shared, elsewhere)).rejects.toThrow('wrong passphrase');
    expect(text((await open(sealed, shared, alpha)).plaintext)).toBe('secret case study');
  });

  it('keeps the id, the site and the language apart: moving characters between them does not open it', async () => {
    const bound = { id: 'ab', site: 'https://x/', lang: 'de' };
    const sealed = await seal(bytes('secret'), shared, bound, FAST);
    await expect(
      open(sealed, shared, { ...bound, id: 'b', site: 'https://x/a' }),
    ).rejects.toThrow();
    await expect(open(sealed, shared, { ...bound, id: 'abd', lang: 'e' })).rejects.toThrow();
  });

  it("seals a project's languages under one key: one salt, a nonce each, each file bound to its language", async () => {
    const key = await sealingKey(shared, FAST);
    const english = await sealWithKey(bytes('the case study'), key, alpha);
    const german = await sealWithKey(bytes('die Fallstudie'), key, { ...alpha, lang: 'de' });
    expect(readHeader(german).salt).toEqual(readHeader(english).salt);
    expect(readHeader(german).nonce).not.toEqual(readHeader(english).nonce);
    // The key opened from the English file opens the German one, under the German binding only.
    const { key: kept } = await open(english, shared, alpha);
    expect(text(await openWithKey(german, kept, { ...alpha, lang: 'de' }))).toBe('die Fallstudie');
    await expect(openWithKey(german, kept, alpha)).rejects.toThrow('wrong passphrase');
  });
});

describe('padding a sealed file', () => {
  const BLOCK = 16 * 1024;
  const OVERHEAD = 36 + 16; // header and tag

  it('gives plaintexts of different lengths within one 16 KiB block the same size', async () => {
    const short = bytes('a');
    const long = bytes('b'.repeat(BLOCK - 100));
    const [a, b] = await Promise.all([short, long].map((p) => seal(p, 'pass', alpha, FAST)));
    expect(a.length).toBe(b.length);
    expect(a.length - OVERHEAD).toBe(BLOCK);
    expect((await open(a, 'pass', alpha)).plaintext).toEqual(short);
    expect((await open(b, 'pass', alpha)).plaintext).toEqual(long);
  });

  it('pads to the next multiple of 16 KiB, images included, and opens to the exact bytes', async () => {
    const project = getProject('atlas-base')!;
    const image = new Uint8Array(BLOCK + 5).fill(7);
    const packed = packCaseStudy(project, () => ({ bytes: image, type: 'image/png' }));
    const sealed = await seal(packed, 'pass', alpha, FAST);
    expect((sealed.length - OVERHEAD) % BLOCK).toBe(0);
    // The plaintext's length (4 bytes), the plaintext, then zeros to the end of its last block.
    expect(sealed.length - OVERHEAD).toBe(Math.ceil((4 + packed.length) / BLOCK) * BLOCK);
    expect(sealed.length - OVERHEAD).toBeGreaterThan(BLOCK);
    expect((await open(sealed, 'pass', alpha)).plaintext).toEqual(packed);
  });
});

describe('packing a case study', () => {
  it('carries the project and every image byte for byte, each image under its own URL', () => {
    const project = getProject('atlas-base')!;
    const figures = Object.values(project.figures ?? {});
    expect(figures.length).toBeGreaterThan(0);
    const files = new Map(
      [project.image, ...project.processImages, ...figures].map((image, i) => [
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
    const blobOf = new Map([...files.keys()].map((src, i) => [src, `blob:test/${i + 1}`]));
    expect(unpacked.figures).toEqual(
      Object.fromEntries(
        Object.entries(project.figures!).map(([key, image]) => [
          key,
          { ...image, src: blobOf.get(image.src) },
        ]),
      ),
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

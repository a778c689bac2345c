// fontkit ships no types: what the tests read of a font file.
declare module 'fontkit' {
  export type Font = {
    familyName: string;
    variationAxes: Record<string, { min: number; default: number; max: number }>;
    'OS/2': { usWeightClass: number };
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { advanceWidth: number };
  };
  export function create(buffer: Buffer): Font;
}

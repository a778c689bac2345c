// Types for the tests that import the build step (the project type-checks TypeScript only).
export declare const SOCIAL_WEIGHTS: number[];
export type SocialFonts = {
  key: string;
  label: string;
  /** The typeface file they were cut from, from the project root. */
  source: string;
  fonts: { weight: number; file: string }[];
};
export declare function socialFonts(options?: {
  file?: string;
  label?: string;
  outDir?: string;
  text?: string;
}): Promise<SocialFonts>;

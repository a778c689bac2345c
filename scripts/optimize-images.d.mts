// Types for the tests that import the build step (the project type-checks TypeScript only).
export declare function variantWidths(intrinsicWidth: number): number[];
export declare function optimizeImages(options?: {
  publicDir?: string;
  log?: (message: string) => void;
}): Promise<Record<string, unknown>>;

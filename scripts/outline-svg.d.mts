// Types for the tests that import the build step (the project type-checks TypeScript only).
export declare function loadOutlineFonts(): Promise<{
  files: string[];
  covered: Set<number>;
  dispose: () => Promise<void>;
}>;

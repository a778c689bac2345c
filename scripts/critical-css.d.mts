// Types for the tests that import the critical CSS step.
export declare function withCriticalCss(
  html: string,
  readSheet: (href: string) => string,
  sheets?: Map<string, unknown>,
): string;
export declare function criticalCss(html: string): string | null;
export declare function addCriticalCss(dir?: string, basePath?: string): number;

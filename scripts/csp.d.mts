// Types for the tests that run the postbuild step on a fixture export.
export declare function secureExport(
  dir?: string,
  basePath?: string,
  analytics?: { script?: string[]; connect?: string[] },
  hiddenPages?: string[],
): { pages: number; origins: string[] };

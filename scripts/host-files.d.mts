// Types for the tests that read the host files' values.
export declare const securityHeaders: Record<string, string>;
export declare const cacheControl: { immutable: string; revalidate: string };
export declare const hashedFolders: string[];
export declare function headersFile(pages: Record<string, string>, basePath?: string): string;
export declare function nginxCspMap(files: Record<string, string>, fallback: string): string;

// Types for the tests that import the script-free copy of an export.
export declare function withoutScripts(html: string): string;
export declare function scriptFreeCopy(from: string, to: string): { dir: string; pages: number };

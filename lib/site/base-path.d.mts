// Types for lib/site/base-path.mjs (the project type-checks TypeScript only).
export declare class BasePathError extends Error {}
export declare function resolveBasePath(env?: string): string;
export declare const basePath: string;
export declare function withBasePath(path: string): string;

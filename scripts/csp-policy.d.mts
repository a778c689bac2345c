// Types for the tests that import the policy step (the project type-checks TypeScript only).
export declare function inlineScripts(html: string): string[];
export declare function inlineStyles(html: string): string[];
export declare function styleAttributes(html: string): string[];
export declare function formActionOrigins(html: string): string[];
export type AnalyticsOrigins = { script?: string[]; connect?: string[] };
export declare function pagePolicy(
  page: {
    scripts?: string[];
    styleElements?: string[];
    styles?: string[];
    origins?: string[];
    blobImages?: boolean;
    analytics?: AnalyticsOrigins;
  },
  options?: { meta?: boolean },
): string;
export declare function policyForHtml(
  html: string,
  origins?: string[],
  options?: { meta?: boolean; analytics?: AnalyticsOrigins },
): string;
export declare function withPolicyMeta(html: string, policy: string): string;

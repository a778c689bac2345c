// Types for the tests that import the late-scripts step.
export declare const LATE_SCRIPTS_MARK: string;
export declare function withLateScripts(html: string): string;
export declare function lateScriptSources(html: string): string[];
export declare function addLateScripts(dir?: string): number;

export declare const webkitDriverPath: string;
export declare const webkitBrowserPath: string;
export declare const xvfbPath: string;
export declare const webkitCapabilities: Record<string, unknown>;
export declare function freePort(): Promise<number>;
export declare function startWebKitDriver(): Promise<{
  port: number;
  display: string;
  stop(): void;
}>;

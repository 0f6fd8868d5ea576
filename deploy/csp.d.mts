export declare const POLICY_FILE: string;
export declare function originOf(address: unknown, setting?: string): string | null;
export declare function frameOrigins(value: unknown): string[];
export interface PolicySettings {
  apiBase?: string;
  appDomainBase?: string;
  frameHosts?: string;
  accessNodes?: string;
  wechatSdk?: string;
}
export declare function policySettings(
  env?: Record<string, string | undefined>,
): Required<PolicySettings>;
export declare function contentSecurityPolicy(
  settings: PolicySettings & { scriptHash: string },
): string;
export declare function policySnippet(policy: string): string;
export declare function policyOfSnippet(text: string): string | null;
export declare function policyProblems(
  policy: string,
  options?: { html?: string; hash?: (text: string) => string },
): string[];

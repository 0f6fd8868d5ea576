export interface CheckRow {
  kind: string;
  check: string;
  ok: boolean;
  detail: string;
}
export declare function documentedPolicy(doc?: string): string;
export declare function scriptHash(text: string): string;
export declare function policyRows(
  policy: string,
  options?: { html?: string; expected?: string },
): CheckRow[];
export declare function checkDeployment(
  base: string,
  options?: { policy?: string; api?: string; plain?: string },
): Promise<CheckRow[]>;

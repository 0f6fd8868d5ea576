export declare function readmePolicy(readme?: string): string;
export declare function checkDeployment(
  base: string,
  options?: { policy?: string },
): Promise<{ kind: string; check: string; ok: boolean; detail: string }[]>;

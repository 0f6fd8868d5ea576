export declare function taskKind(
  childEvents: { name: string; dur?: number; args?: { data?: { url?: string } } }[],
): string;
export declare function blockingAfter(
  start: number,
  end: number,
  fcp: number,
  interactive?: number,
): number;
export declare function tbtPath(
  artifacts: unknown,
  settings: unknown,
): Promise<{ fcp: number; tbt: number; rows: string[][] } | null>;

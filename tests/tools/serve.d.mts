import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare function runToEnd(
  command: string,
  args: string[],
  options?: SpawnOptions,
): Promise<string>;
export declare function waitForUrl(
  url: string,
  child?: ChildProcess,
  timeoutMs?: number,
): Promise<void>;
export declare function startServer(
  command: string,
  args: string[],
  options?: SpawnOptions,
): { child: ChildProcess; output(): string; stop(): void };

import type { BlockSettings } from './settings.mjs';
export declare function parseArguments(args: string[]): {
  dist: string;
  given: Partial<BlockSettings>;
};
export declare function checkSettings(given: Partial<BlockSettings>): Partial<BlockSettings>;
export declare function configure(
  dist: string,
  given: Partial<BlockSettings>,
): { settings: BlockSettings; policy: string };

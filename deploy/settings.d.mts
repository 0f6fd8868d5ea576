export interface BlockSettings {
  api: string;
  appDomain: string;
  frameHosts: string;
  accessNodes: string;
}
export declare const SETTINGS_ID: string;
export declare function settingsOfEnv(env?: Record<string, string | undefined>): BlockSettings;
export declare function settingsBlock(settings: Partial<BlockSettings>): string;
export declare function settingsOfHtml(html: string): Partial<BlockSettings> | null;
export declare function withSettings(html: string, settings: Partial<BlockSettings>): string;
export declare function policyOfSettings(settings: Partial<BlockSettings>): {
  apiBase: string;
  appDomainBase: string;
  frameHosts: string;
  accessNodes: string;
};

export declare const nginxPath: string;
export declare function testConfig(options: {
  port: number;
  webRoot: string;
  backend: string;
}): string;
export declare function startNginx(options: {
  distDir: string;
  port: number;
  backend: string;
  prefix: string;
}): Promise<{ base: string; stop(): void }>;

export declare const nginxPath: string;
export declare const opensslPath: string;
export declare const OTHER_SITE: string;
export interface Certificate {
  cert: string;
  key: string;
}
export declare function makeCertificate(dir: string): Certificate;
export declare function testConfig(options: {
  port: number;
  httpPort: number;
  certificate: Certificate;
  webRoot: string;
  backend: string;
}): string;
export declare function startNginx(options: {
  distDir: string;
  port: number;
  httpPort: number;
  backend: string;
  prefix: string;
  certificate?: Certificate;
}): Promise<{ base: string; plain: string; certificate: Certificate; stop(): void }>;

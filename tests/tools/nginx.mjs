// Starts Debian's nginx with the shop's production configuration (deploy/nginx/shop.conf) in a
// folder of its own, as an unprivileged test server: only the listening ports, the certificate
// (a throwaway one made with openssl), the folder the build is served from and the backend's
// address differ from a deployment. Another site listens on the same ports before the shop, as
// Debian's default site would: the shop answers whatever Host it is not named for.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** openssl, which makes the run's throwaway certificate (OPENSSL_PATH). */
export const opensslPath = process.env.OPENSSL_PATH || '/usr/bin/openssl';
const MODULES = '/usr/lib/nginx/modules';
const MIME_TYPES = '/etc/nginx/mime.types';
const CONFIG = path.resolve(import.meta.dirname, '../../deploy/nginx/shop.conf');

/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, valid for a day, made with
 * openssl in `dir`. Returns the paths of the certificate and its key.
 */
export function makeCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    opensslPath,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr || made.error}`);
  return { cert, key };
}

/** The shop's configuration with this run's ports, certificate, build folder and backend. */
export function testConfig({ port, httpPort, certificate, webRoot, backend }) {
  let text = readFileSync(CONFIG, 'utf8');
  const replace = (pattern, value, what) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/shop.conf: no ${what}`);
    text = text.replace(pattern, value);
  };
  replace(/(upstream shop_backend \{\s*server )[^;]+;/, `$1${backend};`, 'backend address');
  replace(/listen 80 default_server;/, `listen 127.0.0.1:${httpPort} default_server;`, 'port 80');
  replace(/\n\s*listen \[::\]:80 default_server;/, '', 'IPv6 port 80');
  replace(
    /listen 443 ssl http2 default_server;/,
    `listen 127.0.0.1:${port} ssl http2 default_server;`,
    'port 443',
  );
  replace(/\n\s*listen \[::\]:443 ssl http2 default_server;/, '', 'IPv6 port 443');
  replace(/ssl_certificate \s*[^;]+;/, `ssl_certificate ${certificate.cert};`, 'certificate');
  replace(
    /ssl_certificate_key [^;]+;/,
    `ssl_certificate_key ${certificate.key};`,
    'certificate key',
  );
  replace(/root \/var\/www;/, `root ${webRoot};`, 'root');
  replace(/include \/var\/www\/shop\/csp\.conf;/, `include ${webRoot}/shop/csp.conf;`, 'policy');
  return text;
}

/** What another site on the same machine answers (it is not the shop). */
export const OTHER_SITE = 'another site';

/**
 * Serves `distDir` under /shop/ over HTTPS on `port` (HTTP on `httpPort` leads there), proxying
 * the backend to `backend` (host:port). Returns the base address, the certificate (`certificate`,
 * or one made for the run) and a function that stops nginx. `prefix` is a folder the run may
 * write to.
 */
export async function startNginx({ distDir, port, httpPort, backend, prefix, certificate }) {
  certificate ??= makeCertificate(path.join(prefix, 'tls'));
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  const webRoot = path.join(prefix, 'www');
  mkdirSync(webRoot, { recursive: true });
  const link = path.join(webRoot, 'shop');
  if (!existsSync(link)) symlinkSync(path.resolve(distDir), link);
  const modules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']
    .map((file) => path.join(MODULES, file))
    .filter((file) => existsSync(file))
    .map((file) => `load_module ${file};`)
    .join('\n');
  const tmp = path.join(prefix, 'tmp');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${modules}
daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs/error.log')} warn;
events { worker_connections 256; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  # Another site, listed first as Debian's sites-enabled/default is.
  server {
    listen 127.0.0.1:${httpPort};
    listen 127.0.0.1:${port} ssl http2;
    server_name another-site.invalid;
    ssl_certificate ${certificate.cert};
    ssl_certificate_key ${certificate.key};
    return 200 "${OTHER_SITE}";
  }
  include ${path.join(prefix, 'shop.conf')};
}
`,
  );
  writeFileSync(
    path.join(prefix, 'shop.conf'),
    testConfig({ port, httpPort, certificate, webRoot, backend }),
  );
  const child = spawn(nginxPath, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `https://127.0.0.1:${port}/shop/`;
  const plain = `http://127.0.0.1:${httpPort}/shop/`;
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      await fetch(plain, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > until) throw new Error(`nginx did not answer: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    plain,
    certificate,
    stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
    },
  };
}

// Starts Debian's nginx with the shop's production configuration (deploy/nginx/shop.conf) in a
// folder of its own, as an unprivileged test server: only the listening port, the folder the
// build is served from and the backend's address differ from a deployment.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
const MODULES = '/usr/lib/nginx/modules';
const MIME_TYPES = '/etc/nginx/mime.types';
const CONFIG = path.resolve(import.meta.dirname, '../../deploy/nginx/shop.conf');

/** The shop's configuration with this run's port, build folder and backend. */
export function testConfig({ port, webRoot, backend }) {
  let text = readFileSync(CONFIG, 'utf8');
  const replace = (pattern, value, what) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/shop.conf: no ${what}`);
    text = text.replace(pattern, value);
  };
  replace(/(upstream shop_backend \{\s*server )[^;]+;/, `$1${backend};`, 'backend address');
  replace(/listen 80;/, `listen 127.0.0.1:${port};`, 'listen line');
  replace(/\n\s*listen \[::\]:80;/, '', 'IPv6 listen line');
  replace(/root \/var\/www;/, `root ${webRoot};`, 'root');
  return text;
}

/**
 * Serves `distDir` under /shop/ on `port`, proxying the backend to `backend` (host:port). Returns
 * the base address and a function that stops nginx. `prefix` is a folder the run may write to.
 */
export async function startNginx({ distDir, port, backend, prefix }) {
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
  include ${path.join(prefix, 'shop.conf')};
}
`,
  );
  writeFileSync(path.join(prefix, 'shop.conf'), testConfig({ port, webRoot, backend }));
  const child = spawn(nginxPath, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}/shop/`;
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      await fetch(base, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > until) throw new Error(`nginx did not answer: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
    },
  };
}

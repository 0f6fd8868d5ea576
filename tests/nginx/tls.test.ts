// The server as a deployment meets it: HTTPS with HSTS, plain HTTP led to HTTPS, the shop as the
// default server of both ports (a request for a host it is not named for gets the shop, not the
// other site listed first), and a 5 MB ID photo uploaded through nginx to the backend.
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { OTHER_SITE } from '../tools/nginx.mjs';

/** One plain-HTTP request with a Host of our choosing (fetch does not let it be set). */
function plainGet(url: URL, host: string) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    request(url, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('the shop over TLS behind nginx', () => {
  const { base, plain } = inject('nginx');

  it('answers over HTTPS with HSTS on the page, the files and the API', async () => {
    for (const address of [base, new URL('sw.js', base), new URL('/api/hk/baseConfig', base)]) {
      const response = await fetch(address, {
        headers: { 'Session-ID': '0000-0000-0000-0000-0000-0000-0000-0001' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    }
  });

  it('leads plain HTTP to the same address over HTTPS', async () => {
    const answer = await plainGet(new URL('goods/?a=1', plain), 'shop.example.com');
    expect(answer.status).toBe(301);
    expect(answer.location).toBe('https://shop.example.com/shop/goods/?a=1');
  });

  it('is the default server: a host it is not named for gets the shop, the other site only its own name', async () => {
    const unknown = await plainGet(new URL(plain), 'unknown.example');
    expect(unknown.status).toBe(301);
    expect(unknown.body).not.toContain(OTHER_SITE);
    const other = await plainGet(new URL(plain), 'another-site.invalid');
    expect(other.body).toBe(OTHER_SITE);
    // Over HTTPS the address names 127.0.0.1, a host the shop is not named for either.
    const page = await fetch(base);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('takes a 5 MB ID photo through to the backend', async () => {
    const photo = new Uint8Array(5 * 1024 * 1024);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    const form = new FormData();
    form.append('side', 'front');
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'front.jpg');
    const response = await fetch(new URL('/api/shop/certUpload', base), {
      method: 'POST',
      body: form,
      headers: { 'Session-ID': '0000-0000-0000-0000-0000-0000-0000-0001' },
    });
    expect(response.status).toBe(200);
    const envelope = (await response.json()) as { code: number; data: { url: string } };
    expect(envelope.code).toBe(0);
    expect(envelope.data.url).toMatch(/^\/static\/cert\/front-\d+\.jpg$/);
  });
});

// The ID photo choosers in WebKit: photos chosen through the file inputs (WebDriver hands the
// browser a file path, as the system's picker would), shown as previews, uploaded to the demo API
// and sent with the form: an order's ID documents and a card's platform real-name.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { CARDS } from '../journeys/demo';
import {
  baseURL,
  isShown,
  keepEvidence,
  locate,
  nameQuery,
  openWebKit,
  webkitActor,
  type WebKit,
} from './lib/browser';
import { signIn } from './lib/session';

const FILES = path.resolve(import.meta.dirname, '../.results/webkit-uploads');

/** Photos drawn by WebKit itself (a PNG and a JPEG), written where the browser can pick them. */
async function drawPhotos(browser: WebKit) {
  const [png, jpeg] = await browser.execute(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#d9ecf7';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#1a6fa3';
    context.fillRect(20, 40, 90, 120);
    return [canvas.toDataURL('image/png'), canvas.toDataURL('image/jpeg', 0.8)];
  });
  mkdirSync(FILES, { recursive: true });
  const write = (name: string, dataUrl: string) => {
    const file = path.join(FILES, name);
    writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    return file;
  };
  return { png: write('id-front.png', png), jpeg: write('id-back.jpg', jpeg) };
}

interface Chooser {
  accept: string;
  capture: string | null;
  multiple: boolean;
}

/** Chooses `file` in the file input named `label`, as the picker would; returns its settings. */
async function choose(browser: WebKit, label: string, file: string): Promise<Chooser> {
  const input = await locate(browser, { role: 'file', name: nameQuery(label, true) });
  const chooser = await browser.execute(
    (element: HTMLInputElement) => ({
      accept: element.accept,
      capture: element.getAttribute('capture'),
      multiple: element.multiple,
    }),
    input as unknown as HTMLInputElement,
  );
  await input.addValue(file);
  return chooser;
}

/** The previews on the page once no photo is still uploading: their addresses, failures. */
async function uploaded(browser: WebKit, count: number) {
  let state = { previews: [] as string[], busy: true, failed: false };
  await browser.waitUntil(
    async () => {
      state = await browser.execute(() => {
        const main = document.querySelector('main');
        return {
          previews: [...(main?.querySelectorAll<HTMLImageElement>('li img') ?? [])]
            .filter((image) => image.complete && image.naturalWidth > 0)
            .map((image) => image.src),
          busy: /Uploading/.test(main?.innerText ?? ''),
          failed: /could not be uploaded|Upload failed/i.test(main?.innerText ?? ''),
        };
      });
      return state.previews.length === count && !state.busy;
    },
    { timeout: 15_000, interval: 100, timeoutMsg: `never ${count} uploaded previews` },
  );
  return state;
}

describe('choosing and uploading photos in WebKit', () => {
  let browser: WebKit;
  let photos: { png: string; jpeg: string };

  beforeAll(async () => {
    browser = await openWebKit();
    await browser.url(`${baseURL()}#/pages/user/index`);
    await signIn(browser, { card: CARDS.ordinary });
    photos = await drawPhotos(browser);
  });
  afterAll(async () => {
    await browser?.deleteSession();
    rmSync(FILES, { recursive: true, force: true });
  });

  it("an order's ID documents: three photos chosen, previewed, uploaded and submitted", async () => {
    onTestFailed(() => keepEvidence(browser, 'upload-cert'));
    const user = webkitActor(browser);
    await user.open('#/pages/resetCert/index?orderSn=SO202611200001');
    await user.see('Upload your ID card');

    const front = await choose(browser, 'Add Front (photo side)', photos.png);
    // JPEG and PNG by type and by extension; no capture, so the phone offers camera and library.
    expect(front).toEqual({
      accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
      capture: null,
      multiple: false,
    });
    await uploaded(browser, 1);
    await choose(browser, 'Add Back (emblem side)', photos.jpeg);
    await uploaded(browser, 2);
    await choose(browser, 'Add You holding the card', photos.png);
    const state = await uploaded(browser, 3);
    expect(state.failed, 'an upload failed').toBe(false);
    // The previews are the chosen files themselves, read by the page.
    expect(state.previews.every((src) => src.startsWith('blob:'))).toBe(true);

    await user.tap('button', 'Submit');
    // Submitted with the three uploaded images (the demo refuses the form without them).
    await user.see('ID documents submitted');
  });

  it('platform real-name: both sides of the ID card chosen, uploaded and sent with the form', async () => {
    onTestFailed(() => keepEvidence(browser, 'upload-platform-auth'));
    const user = webkitActor(browser);
    await user.open('#/pages/iot/index/realnameAuth/platform');
    await user.fill('Real name', '张三');
    await user.fill(/ID card number/, '110101199003074258');
    const front = await choose(browser, 'ID card front', photos.jpeg);
    expect(front.accept).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
    await uploaded(browser, 1);
    await choose(browser, 'ID card back', photos.png);
    const state = await uploaded(browser, 2);
    expect(state.failed, 'an upload failed').toBe(false);
    expect(await isShown(browser, { role: 'text', name: nameQuery('Upload both', false) })).toBe(
      false,
    );
    await user.tap('button', 'Submit');
    await user.see('Verification submitted');
  });
});

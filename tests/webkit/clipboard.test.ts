// Copying in WebKit, on the card's customer-service page: with the asynchronous clipboard, with
// the selection command where that clipboard is missing (a page over plain http), and, where
// the browser refuses both, the number shown selected to copy by hand. Whether the number really
// reached the clipboard is read back by pasting it with the keyboard into a field of the test.
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

const PAGE = '#/pages/iot/index/customer/index';
const COPY = { role: 'button', name: nameQuery('Copy card number', true) };
const COPIED = { role: 'text', name: nameQuery('Copied card number', false) };
const BY_HAND = { role: 'textbox', name: nameQuery('card number', true) };
const SCRATCH_ID = 'webkit-test-paste';

/** What the system clipboard holds: pasted with Ctrl+V into a field the test adds for it. */
async function clipboardText(browser: WebKit): Promise<string> {
  await browser.execute((id: string) => {
    document.getElementById(id)?.remove();
    const field = document.createElement('textarea');
    field.id = id;
    field.style.cssText = 'position:fixed;left:0;bottom:0;width:200px;font-size:16px;z-index:9999';
    document.body.append(field);
  }, SCRATCH_ID);
  const field = await browser.$(`#${SCRATCH_ID}`);
  await field.click();
  await browser.keys(['Control', 'v']);
  const text = await browser.execute((id: string) => {
    const element = document.getElementById(id) as HTMLTextAreaElement;
    const value = element.value;
    element.remove();
    return value;
  }, SCRATCH_ID);
  return text;
}

/** Puts other text on the clipboard (typed, selected and copied with the keyboard). */
async function replaceClipboard(browser: WebKit, text: string) {
  await browser.execute((id: string) => {
    const field = document.createElement('textarea');
    field.id = id;
    field.style.cssText = 'position:fixed;left:0;bottom:0;width:200px;font-size:16px;z-index:9999';
    document.body.append(field);
  }, SCRATCH_ID);
  const field = await browser.$(`#${SCRATCH_ID}`);
  await field.click();
  await field.addValue(text);
  await browser.keys(['Control', 'a']);
  await browser.keys(['Control', 'c']);
  await browser.execute((id: string) => document.getElementById(id)?.remove(), SCRATCH_ID);
  expect(await clipboardText(browser)).toBe(text);
}

describe('copying in WebKit', () => {
  let browser: WebKit;
  const number = CARDS.ordinary;

  beforeAll(async () => {
    browser = await openWebKit();
    await browser.url(`${baseURL()}#/pages/user/index`);
    await signIn(browser, { card: number });
  });
  afterAll(async () => {
    await browser?.deleteSession();
  });

  it('copies with the asynchronous clipboard and says so', async () => {
    onTestFailed(() => keepEvidence(browser, 'copy-clipboard'));
    await webkitActor(browser).open(PAGE);
    expect(await browser.execute(() => typeof navigator.clipboard?.writeText)).toBe('function');
    await replaceClipboard(browser, 'before');
    await (await locate(browser, COPY)).click();
    await locate(browser, COPIED);
    expect(await clipboardText(browser)).toBe(number);
  });

  it('copies with the selection command where the page has no asynchronous clipboard', async () => {
    onTestFailed(() => keepEvidence(browser, 'copy-command'));
    await webkitActor(browser).open(PAGE);
    await locate(browser, COPY);
    // As over plain http, where browsers leave navigator.clipboard out.
    await browser.execute(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    });
    await replaceClipboard(browser, 'before');
    await (await locate(browser, COPY)).click();
    await locate(browser, COPIED);
    expect(await clipboardText(browser)).toBe(number);
  });

  it('shows the number to copy by hand when both ways are refused, and never a success', async () => {
    onTestFailed(() => keepEvidence(browser, 'copy-refused'));
    await webkitActor(browser).open(PAGE);
    await locate(browser, COPY);
    await browser.execute(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')),
        },
      });
      Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    });
    await replaceClipboard(browser, 'before');
    await (await locate(browser, COPY)).click();
    const field = await locate(browser, BY_HAND);
    expect(await field.getValue()).toBe(number);
    const state = await browser.execute(
      (element: HTMLTextAreaElement) => {
        const note = document.getElementById(element.getAttribute('aria-describedby') ?? '');
        return {
          focused: document.activeElement === element,
          selected: element.value.slice(element.selectionStart, element.selectionEnd),
          note: note?.textContent ?? '',
          fontSize: parseFloat(getComputedStyle(element).fontSize),
        };
      },
      field as unknown as HTMLTextAreaElement,
    );
    expect(state).toEqual({
      focused: true,
      selected: number,
      note: expect.stringContaining('Press and hold the text below') as string,
      fontSize: expect.any(Number) as number,
    });
    expect(state.fontSize, 'iOS zooms in on smaller fields').toBeGreaterThanOrEqual(16);
    expect(await isShown(browser, COPIED), 'a success told for a refused copy').toBe(false);
    expect(await clipboardText(browser)).toBe('before');

    // The visitor selects the number and copies it with the keyboard: that copy counts.
    await (await locate(browser, BY_HAND)).click();
    await browser.keys(['Control', 'a']);
    await browser.keys(['Control', 'c']);
    await locate(browser, COPIED);
    expect(await clipboardText(browser)).toBe(number);
  });
});

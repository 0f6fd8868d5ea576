import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_TIMEOUT_MS, copyText, copyWithCommand } from '@/lib/clipboard';

type Command = (name: string) => boolean;

/** Gives the page a selection command (jsdom has none) that behaves as `impl` says. */
function withCommand(impl: Command) {
  const command = vi.fn(impl);
  Object.defineProperty(document, 'execCommand', { configurable: true, value: command });
  return command;
}

/** A browser's copy: fires the copy event on the focused field, as the command does. */
function browserCopy(seen: { data?: string; selected?: string }): Command {
  return (name) => {
    if (name !== 'copy') return false;
    const field = document.activeElement as HTMLTextAreaElement;
    seen.selected = field.value.slice(field.selectionStart, field.selectionEnd);
    const event = new Event('copy', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'clipboardData', {
      value: { setData: (_type: string, value: string) => (seen.data = value) },
    });
    field.dispatchEvent(event);
    return true;
  };
}

afterEach(() => {
  delete (document as unknown as Record<string, unknown>).execCommand;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('copying text', () => {
  it('uses the asynchronous clipboard where the browser offers it', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    const command = withCommand(() => true);
    await expect(copyText('1064800000001', { clipboard: { writeText }, document })).resolves.toBe(
      true,
    );
    expect(writeText).toHaveBeenCalledWith('1064800000001');
    expect(command).not.toHaveBeenCalled();
  });

  it('asks the clipboard at once, inside the tap, before anything is awaited', () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    void copyText('x', { clipboard: { writeText }, document });
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('falls back to the selection command where the clipboard is missing (no secure context)', async () => {
    const seen: { data?: string; selected?: string } = {};
    withCommand(browserCopy(seen));
    await expect(
      copyText('89860321456789012345', { clipboard: undefined, document }),
    ).resolves.toBe(true);
    expect(seen).toEqual({ data: '89860321456789012345', selected: '89860321456789012345' });
  });

  it('falls back to the selection command when the clipboard refuses (permission)', async () => {
    const seen: { data?: string } = {};
    withCommand(browserCopy(seen));
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(copyText('SN2024-88', { clipboard: { writeText }, document })).resolves.toBe(true);
    expect(seen.data).toBe('SN2024-88');
  });

  it('falls back when the clipboard throws instead of rejecting', async () => {
    const seen: { data?: string } = {};
    withCommand(browserCopy(seen));
    const writeText = vi.fn((): Promise<void> => {
      throw new TypeError('not allowed');
    });
    await expect(copyText('abc', { clipboard: { writeText }, document })).resolves.toBe(true);
    expect(seen.data).toBe('abc');
  });

  it('gives up on a clipboard that never answers, and tries the command', async () => {
    vi.useFakeTimers();
    const command = withCommand(() => false);
    const writeText = vi.fn(() => new Promise<void>(() => undefined));
    const result = copyText('abc', { clipboard: { writeText }, document });
    await vi.advanceTimersByTimeAsync(CLIPBOARD_TIMEOUT_MS);
    await expect(result).resolves.toBe(false);
    expect(command).toHaveBeenCalledWith('copy');
  });

  it('reports a refusal when both ways are refused: never a false success', async () => {
    withCommand(() => false);
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(copyText('abc', { clipboard: { writeText }, document })).resolves.toBe(false);
  });

  it('does not take the command at its word when no copy happened', async () => {
    // The command says yes, but the browser fired no copy event: nothing was copied.
    withCommand(() => true);
    await expect(copyText('abc', { clipboard: null, document })).resolves.toBe(false);
  });

  it('reports a refusal when the command is missing or throws', async () => {
    await expect(copyText('abc', { clipboard: null, document })).resolves.toBe(false);
    withCommand(() => {
      throw new Error('SecurityError');
    });
    await expect(copyText('abc', { clipboard: null, document })).resolves.toBe(false);
  });
});

describe('the selection command', () => {
  it('leaves the page as it was: no field left behind, focus and selection back', () => {
    document.body.innerHTML =
      '<p id="para">Some text on the page</p><button id="copy" type="button">Copy</button>';
    const button = document.getElementById('copy') as HTMLButtonElement;
    const para = document.getElementById('para') as HTMLParagraphElement;
    button.focus();
    const range = document.createRange();
    range.selectNodeContents(para);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const seen: { data?: string } = {};
    withCommand(browserCopy(seen));

    expect(copyWithCommand('1064800000001', document)).toBe(true);
    expect(seen.data).toBe('1064800000001');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    const restored = document.getSelection()?.getRangeAt(0);
    expect(restored?.startContainer).toBe(para);
    expect(restored?.endOffset).toBe(para.childNodes.length);
  });

  it('selects in a read-only field of at least 16 px beside the focused control, off the layout', () => {
    document.body.innerHTML =
      '<div role="dialog"><button id="copy" type="button">Copy</button></div>';
    const button = document.getElementById('copy') as HTMLButtonElement;
    button.focus();
    const seen: { field?: HTMLTextAreaElement; parent?: string | null } = {};
    withCommand(() => {
      const field = document.querySelector('textarea');
      if (field) Object.assign(seen, { field, parent: field.parentElement?.getAttribute('role') });
      return false;
    });
    copyWithCommand('abc', document);
    expect(seen.field?.readOnly).toBe(true);
    expect(seen.field?.style.fontSize).toBe('16px');
    expect(seen.field?.style.position).toBe('fixed');
    expect(seen.field?.getAttribute('aria-hidden')).toBe('true');
    // Inside the dialog, so a focus trap does not pull the focus (and the selection) away.
    expect(seen.parent).toBe('dialog');
  });
});

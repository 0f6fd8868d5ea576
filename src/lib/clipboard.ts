/** The parts of the browser a copy uses; tests pass their own. */
export interface ClipboardHost {
  /** The asynchronous clipboard: missing outside secure contexts and in older WebViews. */
  clipboard?: { writeText(text: string): Promise<void> } | null;
  document: Document;
}

/**
 * How long the asynchronous clipboard may take before the copy counts as refused: some WebViews
 * never settle the promise, and the visitor must not be left without an answer.
 */
export const CLIPBOARD_TIMEOUT_MS = 3000;

function browserHost(): ClipboardHost {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document,
  };
}

/** Resolves when the write settles in time; rejects when it fails or takes too long. */
function written(write: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('clipboard timeout')), CLIPBOARD_TIMEOUT_MS);
  });
  return Promise.race([write, late]).finally(() => clearTimeout(timer));
}

/**
 * The selection command, for browsers without the asynchronous clipboard or that refuse it: the
 * text is selected in a hidden field and copied with `execCommand('copy')`. It counts only when
 * the browser ran the copy (its copy event fired) and said so, never on the command's word alone.
 */
export function copyWithCommand(text: string, doc: Document): boolean {
  if (typeof doc.execCommand !== 'function') return false;
  const area = doc.createElement('textarea');
  area.value = text;
  // Read-only, so no phone keyboard opens; 16 px, so iOS does not zoom in when it takes focus;
  // fixed at the top left and transparent, so the page neither scrolls nor shows it.
  area.readOnly = true;
  area.tabIndex = -1;
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '1px',
    height: '1px',
    padding: '0',
    border: '0',
    opacity: '0',
    fontSize: '16px',
    pointerEvents: 'none',
  });

  const focused = doc.activeElement;
  const selection = doc.getSelection();
  const ranges = selection
    ? Array.from({ length: selection.rangeCount }, (_, index) =>
        selection.getRangeAt(index).cloneRange(),
      )
    : [];
  let copied = false;
  const onCopy = (event: Event) => {
    copied = true;
    // The exact text, without the formatting a selection may carry.
    const data = (event as ClipboardEvent).clipboardData;
    if (data) {
      data.setData('text/plain', text);
      event.preventDefault();
    }
  };

  // Beside the focused control, so a dialog's focus trap counts the field as its own.
  const container =
    focused && focused !== doc.body && focused.parentElement ? focused.parentElement : doc.body;
  container.append(area);
  doc.addEventListener('copy', onCopy, true);
  try {
    area.focus({ preventScroll: true });
    area.select();
    // iOS selects a field's text only through a selection range.
    area.setSelectionRange(0, text.length);
    return doc.execCommand('copy') && copied;
  } catch {
    return false;
  } finally {
    doc.removeEventListener('copy', onCopy, true);
    area.remove();
    // Back where the visitor was: the focused control and what they had selected.
    if (focused && focused !== doc.body && 'focus' in focused)
      (focused as HTMLElement).focus({ preventScroll: true });
    if (selection && ranges.length) {
      selection.removeAllRanges();
      ranges.forEach((range) => selection.addRange(range));
    }
  }
}

/**
 * Puts text on the clipboard: with the asynchronous clipboard where the browser offers and allows
 * it, otherwise with the selection command. Resolves true only when the text was copied, so a
 * success message is never shown for a copy that did not happen.
 *
 * Call it straight from the tap's event handler: browsers copy only during a user's gesture, and
 * the clipboard is asked before anything is awaited.
 */
export async function copyText(
  text: string,
  host: ClipboardHost = browserHost(),
): Promise<boolean> {
  const clipboard = host.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await written(clipboard.writeText(text));
      return true;
    } catch {
      // refused (permission, insecure context) or no answer: the selection command may still work
    }
  }
  return copyWithCommand(text, host.document);
}

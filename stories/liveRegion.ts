import { expect, waitFor } from 'storybook/test';

const LIVE = '[role="status"], [role="alert"], [aria-live]';

/**
 * Does `act` and waits until `text` has been announced: put into a live region (role=status or
 * alert, or aria-live) that was already on the page without it. Screen readers announce a change
 * to a region they know of; a region that arrives with its text in it is not reliably read.
 */
export async function expectAnnounced(text: string, act: () => Promise<void> | void) {
  const knownEmpty = new WeakSet<Element>();
  let announced = false;
  const look = () => {
    for (const region of document.querySelectorAll(LIVE)) {
      if (region.closest('[aria-hidden="true"]')) continue;
      if (!(region.textContent ?? '').includes(text)) knownEmpty.add(region);
      else if (knownEmpty.has(region)) announced = true;
    }
  };
  look();
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    await act();
    await waitFor(() =>
      expect(announced, `"${text}" is put into a live region that was already on the page`).toBe(
        true,
      ),
    );
  } finally {
    observer.disconnect();
  }
}

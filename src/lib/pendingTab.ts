/**
 * A tab opened at the tap, for an address that only an answer from the server will give.
 *
 * Safari (and WeChat on iPhones) lets a page open a tab only while it handles the tap itself:
 * `window.open` after an `await` is blocked. So the tab is opened empty at once, sent to the
 * address once it is known, and closed when there is nowhere to go. Where even that is refused,
 * `go` returns false and the caller offers a link instead.
 */
export interface PendingTab {
  /** Sends the tab to `url`; false when no tab could be opened. */
  go(url: string): boolean;
  /** Closes the tab (the server answered with an error, or nothing is left to pay). */
  close(): void;
}

export function openPendingTab(open: typeof window.open = window.open.bind(window)): PendingTab {
  let tab: Window | null = null;
  try {
    tab = open('', '_blank');
  } catch {
    tab = null;
  }
  // The shop's page must not be reachable from the provider's page.
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (!tab || tab.closed) {
        const late = open(url, '_blank');
        if (late) late.opener = null;
        return Boolean(late);
      }
      tab.location.href = url;
      return true;
    },
    close() {
      if (tab && !tab.closed) tab.close();
      tab = null;
    },
  };
}

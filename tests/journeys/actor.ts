// What a journey may do, in a user's words, whichever browser carries it out: the Chromium runs
// (Playwright, tests/e2e) and the WebKit runs (WebdriverIO, tests/webkit) each implement it, so
// each area's main journey is written once and played in both engines.

export type Name = string | RegExp;
export type Role = 'button' | 'tab' | 'checkbox' | 'link' | 'heading';
export type ScopeRole = 'dialog' | 'region' | 'group' | 'list' | 'form' | 'article';

/** Where to look: inside the element of this role (and name), instead of the whole page. */
export interface Scope {
  role: ScopeRole;
  name?: Name;
}

export interface Actor {
  /** Opens an address of the shop (`#/pages/...`) as a new document. */
  open(hash: string): Promise<void>;
  /** Taps the element of this role and accessible name, once it is there and enabled. */
  tap(role: Role, name: Name, within?: Scope): Promise<void>;
  /** Types into the field with this label, replacing what was there. */
  fill(label: Name, value: string, within?: Scope): Promise<void>;
  /** Waits until this text is visible. */
  see(text: Name, within?: Scope): Promise<void>;
  /** Waits until the scope (a dialog, say) is gone. */
  gone(scope: Scope): Promise<void>;
  /** Waits until the address matches. */
  at(url: RegExp): Promise<void>;
  /** Does `act` in the tab that `trigger` opens, then closes that tab and comes back. */
  inNewTab(trigger: () => Promise<void>, act: (tab: Actor) => Promise<void>): Promise<void>;
  /** Calls the demo API from outside the browser (resets, test data). */
  api<T = unknown>(path: string, body?: unknown, init?: { method?: string }): Promise<T>;
  /** Puts a value into the shop's local storage; the next `open` reads it. */
  store(key: string, value: unknown): Promise<void>;
}

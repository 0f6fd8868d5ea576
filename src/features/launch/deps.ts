/**
 * What the launch touches outside the stores; tests replace them. Its own module, so that the
 * WeChat step (./wechat, loaded by the launch) reads it without importing the launch back.
 */
export interface LaunchDeps {
  /** Whether the device reports a network. */
  online: () => boolean;
  /** Whether this is the WeChat (official-account) browser. */
  isWechat: () => boolean;
  /** The full current address (the sync redirect of the WeChat authorisation). */
  currentHref: () => string;
  /** Leaves the app for another address. */
  redirect: (url: string) => void;
  /** Puts another address in the address bar without loading it (or leaving this history entry). */
  replaceAddress: (url: string) => void;
  /** Relaunches a page of the app. */
  reLaunch: (url: string) => unknown;
  /** Shows a blocking message with one Quit button. */
  alert: (message: string) => Promise<void>;
  /** Quits the app: closes the window where the browser allows it, else shows it was closed. */
  quit: () => void;
}

import { sendFirstCalls } from './firstCalls';

/**
 * The early file: built on its own (./vite-plugin.ts) and started by index.html's early script on
 * landing pages other than the home. It sends the launch's first calls while the app's files are
 * still downloading. Any failure leaves the app to send them itself.
 */
try {
  sendFirstCalls();
} catch {
  // Storage refused or an old browser: the app sends its calls itself.
}

import { sendFirstCalls } from './firstCalls';

/**
 * The early file: built on its own (./vite-plugin.ts) and started by index.html's early script at
 * every address. It sends the launch's first calls while the app's files are still downloading, so
 * the first screen needs neither the app nor the client's HTTP libraries to ask for its data. Any
 * failure leaves the app to send them itself.
 */
try {
  sendFirstCalls();
} catch {
  // Storage refused or an old browser: the app sends its calls itself.
}

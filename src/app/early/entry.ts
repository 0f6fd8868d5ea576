import { sendFirstCalls } from './firstCalls';

/**
 * The early calls: part of the entry's file (../boot.ts imports this first; vite.config.ts puts
 * what it imports in the entry's file too), so they run at every address as soon as that small
 * file has arrived. It sends the launch's first calls while the app's files are still downloading,
 * so the first screen needs neither the app nor the client's HTTP libraries to ask for its data.
 * Any failure leaves the app to send them itself.
 *
 * They are sent in the task after the file's evaluation, which still comes before the app starts
 * (../boot.ts waits for a frame): evaluating the file and sending the calls in one task made a
 * task of 55-58 ms at the phone class, just after the first paint, where a tap could land.
 */
setTimeout(() => {
  try {
    sendFirstCalls();
  } catch {
    // Storage refused or an old browser: the app sends its calls itself.
  }
}, 0);

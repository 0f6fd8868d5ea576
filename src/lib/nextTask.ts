/**
 * Settles in a new task, so the work after it runs apart from the current one. A message, not a
 * timer: a tab in the background holds its timers back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in a task of its own, so work after it does not lengthen the task before it:
 * the browser can paint or answer a tap in between. A message, not a timer: a hidden
 * tab's timers wait up to a second, its messages do not.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

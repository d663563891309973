/**
 * Runs `f` once other work (timers, I/O, messages) has had its turn: `setImmediate` in
 * Node; in a browser, which has none, a message to itself (a timeout would be clamped
 * to 4 ms).
 */
export const later: (f: () => void) => void =
  typeof setImmediate === 'function' ? (f) => setImmediate(f) : typeof MessageChannel === 'function' ? messageLater() : (f) => setTimeout(f, 0);

/** `later` by messages on a channel, in order. */
export function messageLater(): (f: () => void) => void {
  const waiting: (() => void)[] = [];
  const channel = new MessageChannel();
  // onmessage (not addEventListener) also starts the port
  (channel.port1 as unknown as { onmessage: () => void }).onmessage = () => waiting.shift()?.();
  return (f) => {
    waiting.push(f);
    channel.port2.postMessage(0);
  };
}

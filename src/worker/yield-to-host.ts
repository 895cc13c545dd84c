/**
 * A macrotask yield for the engine's time slices: a message on a private MessageChannel. Unlike
 * setTimeout(0) it is not clamped to 4 ms when nested, and messages the page posted meanwhile (a
 * cancel, a ping) are handled before it.
 */
export function messageChannelYield(): () => Promise<void> {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
}

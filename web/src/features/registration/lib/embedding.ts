/** True inside a frame on another site (spec §2: "also embedded by frame in external sites"), or when asked for by `?embedded=1`. */
export function isEmbeddedPage(): boolean {
  if (new URLSearchParams(window.location.search).get('embedded') === '1') return true;
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent cannot even be compared: that is a frame too.
    return true;
  }
}

/** Message the host page may listen for to size the frame to the form (see the README's snippet). */
export const HEIGHT_MESSAGE = 'vrijwilligersportaal:registration-height';

/** Tells the framing page how tall the form is, so it can drop the frame's scroll bar. Carries no form data. */
export function reportHeightToHost(element: HTMLElement): () => void {
  if (window.parent === window) return () => undefined;
  const post = () =>
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height: Math.ceil(element.scrollHeight) }, '*');
  const observer = new ResizeObserver(post);
  observer.observe(element);
  post();
  return () => observer.disconnect();
}

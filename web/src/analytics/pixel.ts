// The social-ads pixel (spec 001 §7), loaded only by the tracker once an id is configured and the
// visitor has consented. The queue function is what the vendor's loader expects to find on window:
// calls made before its script arrives wait in `queue`.

type PixelFunction = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: PixelFunction;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: PixelFunction;
    _fbq?: PixelFunction;
  }
}

export const PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

export type Send = (event: string, params?: Record<string, string>) => void;

export function loadPixel(pixelId: string): Send {
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as PixelFunction;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    window.fbq = fbq;
    window._fbq ??= fbq;
    const script = document.createElement("script");
    script.async = true;
    script.src = PIXEL_SCRIPT;
    document.head.appendChild(script);
    fbq("init", pixelId);
  }
  return (event, params) => window.fbq?.("track", event, params);
}

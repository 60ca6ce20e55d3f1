import { readConsent } from "./consent";
import { loadPixel, type Send } from "./pixel";

// Page views and the spec's events (spec 001 §7: PageView deduplicated within 1.5 s, ViewContent,
// CompleteRegistration). Nothing leaves the browser unless an ad pixel id is configured AND the
// visitor accepted cookies; the pixel's script itself is loaded only then.

export const PAGE_VIEW_DEDUP_MS = 1500;

type Options = {
  load?: (pixelId: string) => Send;
  consent?: () => ReturnType<typeof readConsent>;
  now?: () => number;
};

export function createTracker({ load = loadPixel, consent = readConsent, now = Date.now }: Options = {}) {
  let pixelId: string | null = null;
  let send: Send | null = null;
  let lastPageView: { path: string; at: number } | null = null;
  let registrationSent = false;

  function sink(): Send | null {
    if (!pixelId || consent() !== "granted") return null;
    send ??= load(pixelId);
    return send;
  }

  return {
    configure(id: string | null | undefined) {
      pixelId = id?.trim() || null;
    },
    get configured() {
      return pixelId !== null;
    },
    pageView(path: string) {
      const at = now();
      if (lastPageView?.path === path && at - lastPageView.at < PAGE_VIEW_DEDUP_MS) return;
      const target = sink();
      if (!target) return;
      lastPageView = { path, at };
      target("PageView");
    },
    viewContent(contentName: string) {
      sink()?.("ViewContent", { content_name: contentName });
    },
    completeRegistration() {
      if (registrationSent) return;
      const target = sink();
      if (!target) return;
      registrationSent = true;
      target("CompleteRegistration");
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

// The app's one tracker; the Vite build may carry the id (VITE_META_PIXEL_ID), else the server's
// /api/site/config/ answer sets it.
export const tracker = createTracker();
tracker.configure(import.meta.env.VITE_META_PIXEL_ID as string | undefined);

// Spec 001 §9 "Landing hash scroll: up to 20 retries at 100 ms": the section a link names may not be
// rendered yet (prices wait for the API), so the scroll is tried again until it is there.

export const HASH_SCROLL_ATTEMPTS = 20;
export const HASH_SCROLL_INTERVAL_MS = 100;

export function scrollToAnchor(id: string, root: Document = document): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tryScroll = () => {
    const target = root.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: "smooth", block: "start" });
      return;
    }
    attempts += 1;
    if (attempts < HASH_SCROLL_ATTEMPTS) timer = setTimeout(tryScroll, HASH_SCROLL_INTERVAL_MS);
  };
  tryScroll();
  return () => clearTimeout(timer);
}

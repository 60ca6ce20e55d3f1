import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, readConsent, writeConsent, type Consent } from "./consent";
import { createTracker, PAGE_VIEW_DEDUP_MS } from "./tracker";

// What the pixel would have been told; `load` stands in for injecting the vendor's script.
function setUp(consent: Consent | null) {
  const sent: [string, Record<string, string> | undefined][] = [];
  const load = vi.fn(
    () => (event: string, params?: Record<string, string>) => void sent.push([event, params]),
  );
  let now = 10_000;
  const tracker = createTracker({ load, consent: () => consent, now: () => now });
  return { tracker, sent, load, advance: (ms: number) => (now += ms) };
}

function everyEvent(tracker: ReturnType<typeof createTracker>) {
  tracker.pageView("/");
  tracker.viewContent("demo");
  tracker.completeRegistration();
}

describe("tracker", () => {
  it("sends nothing and loads no pixel without a configured id, even with consent", () => {
    const { tracker, sent, load } = setUp("granted");
    tracker.configure("  ");
    everyEvent(tracker);
    expect(sent).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it("sends nothing and loads no pixel before the visitor answers or after a decline", () => {
    for (const consent of [null, "denied"] as const) {
      const { tracker, sent, load } = setUp(consent);
      tracker.configure("1234567890");
      everyEvent(tracker);
      expect(sent).toEqual([]);
      expect(load).not.toHaveBeenCalled();
    }
  });

  it("with an id and consent sends the spec's events, loading the pixel once", () => {
    const { tracker, sent, load } = setUp("granted");
    tracker.configure("1234567890");
    everyEvent(tracker);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith("1234567890");
    expect(sent).toEqual([
      ["PageView", undefined],
      ["ViewContent", { content_name: "demo" }],
      ["CompleteRegistration", undefined],
    ]);
  });

  it("counts a page view once within 1.5 s, and again after", () => {
    const { tracker, sent, advance } = setUp("granted");
    tracker.configure("1234567890");
    tracker.pageView("/kainos");
    advance(PAGE_VIEW_DEDUP_MS - 1);
    tracker.pageView("/kainos");
    tracker.pageView("/apie-mus");
    advance(PAGE_VIEW_DEDUP_MS);
    tracker.pageView("/apie-mus");
    expect(sent.map(([event]) => event)).toEqual(["PageView", "PageView", "PageView"]);
  });

  it("sends CompleteRegistration once", () => {
    const { tracker, sent } = setUp("granted");
    tracker.configure("1234567890");
    tracker.completeRegistration();
    tracker.completeRegistration();
    expect(sent).toEqual([["CompleteRegistration", undefined]]);
  });
});

describe("consent cookie", () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it("is remembered and reads back; anything else counts as no answer", () => {
    expect(readConsent()).toBeNull();
    writeConsent("denied");
    expect(readConsent()).toBe("denied");
    writeConsent("granted");
    expect(readConsent()).toBe("granted");
    document.cookie = `${CONSENT_COOKIE}=maybe; Path=/`;
    expect(readConsent()).toBeNull();
  });
});

import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom does no layout, and the menus measure themselves with ResizeObserver.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

// The default one second is too short for a first render on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

import { afterAll, beforeAll } from "vitest";

/**
 * jsdom has no layout: from `beforeAll` to `afterAll` of the calling file or `describe`, the
 * app's media queries (`min-width`/`max-width`) are answered as a screen `width` px wide would.
 */
export function withScreenWidth(width: number) {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      };
    };
  });
  afterAll(() => {
    window.matchMedia = original;
  });
}

import type { ComponentType } from "react";
import { lazy, useState } from "react";

export type LazyThemedComponent<P extends object> = ComponentType<P> & {
  /** Starts loading now; once loaded, the component renders at once (no suspense). */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for a component drawn with MUI outside the MUI pages (menus, dialogs, the phone
 * drawer): loads it together with MUI's theme and renders it inside the theme. After `preload()`
 * has finished, new instances render synchronously.
 */
export function lazyThemed<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyThemedComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= Promise.all([load(), import("./mui-theme")]).then(([Component, { MuiTheme }]) => {
      function Themed(props: P) {
        return (
          <MuiTheme>
            <Component {...props} />
          </MuiTheme>
        );
      }
      loaded = Themed;
      return Themed;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((Themed) => ({ default: Themed })));

  function LazyThemed(props: P) {
    // Fixed per instance: one that started lazily stays so (no remount when the code arrives).
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyThemed, { preload });
}

/**
 * A trigger's handlers that start loading `component` on the way to the click (the pointer over
 * it, or keyboard focus), so the menu or dialog opens at once: spread them on the button.
 */
export function preloadOnApproach(component: { preload: () => Promise<unknown> }) {
  const preload = () => void component.preload();
  return { onPointerEnter: preload, onFocus: preload };
}

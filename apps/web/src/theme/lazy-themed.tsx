import type { ComponentType } from "react";
import { lazy } from "react";

/**
 * `React.lazy` for a component drawn with MUI outside the MUI pages (header widgets, dialogs, the
 * alert): loads it together with MUI's theme and renders it inside the theme.
 */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { MuiTheme }] = await Promise.all([load(), import("./mui-theme")]);
    function Themed(props: P) {
      return (
        <MuiTheme>
          <Component {...props} />
        </MuiTheme>
      );
    }
    return { default: Themed };
  });
}

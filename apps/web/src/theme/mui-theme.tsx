// The plain theme provider: @mui/material's own also carries the CSS-variables provider, unused
// by this theme (no colorSchemes).
import { ThemeProvider } from "@mui/system";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { theme } from "./theme";

/**
 * MUI's theme for what is drawn with MUI. Loaded with the first MUI page or widget (see
 * lazy-themed.tsx), never by the landing and the visitor's shell, which are plain HTML and CSS.
 * CssBaseline's global styles are static CSS in base.css, so they hold on every page from the
 * first paint.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** The layout route around every MUI page. */
export function MuiThemeRoute() {
  return (
    <MuiTheme>
      <Outlet />
    </MuiTheme>
  );
}

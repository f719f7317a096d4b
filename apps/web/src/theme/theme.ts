import { createTheme } from "@mui/material/styles";

const fontFamily = [
  "Montserrat",
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  "sans-serif",
].join(",");

/** The dark theme: primary #2196F3, Montserrat, breakpoints 0/600/960/1280/1920. */
export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 },
  },
  palette: {
    mode: "dark",
    // Text on a filled colour (contained buttons, chips) meets WCAG AA's 4.5:1: dark on #2196F3.
    contrastThreshold: 4.5,
    primary: { main: "#2196F3" },
    secondary: { main: "#E91E63" },
    // Red 400, not MUI's red 500 (#f44336): red text (an outlined chip or button) on a card is
    // 4.45:1 with red 500, under AA's 4.5:1; red 400 is 4.7:1 there.
    error: { main: "#ef5350" },
    background: { default: "#0d1117", paper: "#151b24" },
    divider: "rgba(255, 255, 255, 0.1)",
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: "none" },
  },
  // No CssBaseline: its global styles for this theme (the body's colour, font and gradient) are
  // static CSS in base.css, in force before any script and on the pages drawn without MUI.
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiAlert: {
      styleOverrides: { root: { alignItems: "center" } },
    },
  },
});

/** `?paths` imports of Material icons: their SVG path data (vite.config.ts, muiIconPaths). */
declare module "@mui/icons-material/*?paths" {
  const paths: string[];
  export default paths;
}

type IconProps = {
  /** SVG path data on a 24×24 grid: `import paths from "@mui/icons-material/Mic?paths"`. */
  paths: readonly string[];
  className?: string;
};

/**
 * A Material icon drawn without MUI (the same SVG as its SvgIcon: 1em square, currentColor), for
 * the pages whose first load carries no MUI. Decorative: hidden from assistive tech.
 */
export function Icon({ paths, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

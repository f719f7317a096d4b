type IconProps = {
  /** SVG path data on a 24×24 grid: `import paths from "@mui/icons-material/Mic?paths"`. */
  paths: readonly string[];
  className?: string;
  /**
   * Makes the icon an image (`role="img"`) with this accessible name, like MUI's `titleAccess`
   * or an `aria-label`.
   */
  label?: string;
  /** The icon's tooltip on hover (an SVG `<title>`; with `label`, it describes the image). */
  title?: string;
};

/**
 * A Material icon drawn without MUI (the same SVG as its SvgIcon: 1em square, currentColor), for
 * the pages whose first load carries no MUI. Decorative (hidden from assistive tech) unless it has
 * a `label`.
 */
export function Icon({ paths, className, label, title }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden={label === undefined ? true : undefined}
      role={label === undefined ? undefined : "img"}
      aria-label={label}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {title !== undefined && <title>{title}</title>}
    </svg>
  );
}

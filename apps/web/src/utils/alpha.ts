/**
 * `#rrggbb` (or `#rgb`) at `opacity`, as `rgba(…)`: the same string MUI's `alpha()` gives, for the
 * plain components that tint a colour known only at run time (a region's, a rank's, a team's).
 */
export function alpha(hex: string, opacity: number): string {
  const digits = hex.replace("#", "");
  const full =
    digits.length === 3
      ? digits
          .split("")
          .map((digit) => digit + digit)
          .join("")
      : digits;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

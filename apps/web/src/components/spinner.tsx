/**
 * MUI's indeterminate CircularProgress drawn with the plain kit (`.spinner` in theme/plain.css):
 * decorative, so whoever shows it names the busy state (a progressbar's label, a busy button).
 */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `spinner ${className}` : "spinner"}
      viewBox="22 22 44 44"
      aria-hidden="true"
    >
      <circle className="spinner__circle" cx="44" cy="44" r="20.2" />
    </svg>
  );
}

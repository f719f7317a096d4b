/** Thin indeterminate bar along the top edge while the next page loads (app-shell.css). */
export function NavigationProgress() {
  return (
    <div role="progressbar" aria-label="Loading page" className="navigation-progress">
      <div className="navigation-progress__bar" />
    </div>
  );
}

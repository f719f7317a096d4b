import { Spinner } from "@/components/spinner";

/**
 * What MUI's Button puts before its text when it has a `loading` prop (position center): an empty
 * wrapper (kept for in-page translators, as MUI does), and while loading a 16px spinner over the
 * middle (`.button--loading` hides the rest).
 */
export function ButtonLoader({ loading, labelledBy }: { loading: boolean; labelledBy: string }) {
  return (
    <span style={{ display: "contents" }}>
      {loading && (
        <span className="button__loader">
          <span role="progressbar" aria-labelledby={labelledBy}>
            <Spinner />
          </span>
        </span>
      )}
    </span>
  );
}

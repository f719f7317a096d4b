import { Icon } from "./icon";

type CountIconButtonProps = {
  /** The tooltip, and the accessible name with the count shown ("Notifications (3)"). */
  label: string;
  /** The icon's SVG paths: `import paths from "@mui/icons-material/ChatRounded?paths"`. */
  iconPaths: readonly string[];
  /** What the badge counts: hidden at 0, "99+" above 99. Also the button's `data-count`. */
  count: number;
  onClick: () => void;
  disabled?: boolean;
  /** The pointer reaching the button or keyboard focus on it: start loading what it opens. */
  onApproach?: () => void;
};

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/** The badge's text: none at 0, "99+" above 99. */
const shownCount = (count: number) =>
  count > MAX_SHOWN ? `${MAX_SHOWN}+` : count > 0 ? String(count) : null;

/**
 * An icon button with a count badge and a tooltip (MUI's IconButton, Badge color="error" and
 * Tooltip in this theme), drawn without MUI so that the pages drawn without it (the hub, a
 * scrim) can show it without loading MUI. Styled in theme/plain.css. The name carries the count
 * the badge shows, so a screen reader hears it and a voice command can say what is on screen
 * (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function CountIconButton({
  label,
  iconPaths,
  count,
  onClick,
  disabled = false,
  onApproach,
}: CountIconButtonProps) {
  const shown = shownCount(count);
  return (
    <span className="count-icon-button">
      <button
        type="button"
        className="icon-button count-icon-button__button"
        aria-label={shown ? `${label} (${shown})` : label}
        data-count={count}
        disabled={disabled}
        onClick={onClick}
        onPointerEnter={onApproach}
        onFocus={onApproach}
      >
        <span className="count-badge">
          <Icon paths={iconPaths} />
          <span
            className={count > 0 ? "count-badge__count" : "count-badge__count count-badge--hidden"}
          >
            {shown}
          </span>
        </span>
      </button>
      {/* The name is the button's own (aria-label): the tooltip only shows its label. */}
      <span className="tooltip count-icon-button__tooltip" aria-hidden="true">
        {label}
      </span>
    </span>
  );
}

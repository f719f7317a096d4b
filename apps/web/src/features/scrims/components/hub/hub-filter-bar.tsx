import arrowDropDownPaths from "@mui/icons-material/ArrowDropDown?paths";
import checkBoxPaths from "@mui/icons-material/CheckBox?paths";
import checkBoxBlankPaths from "@mui/icons-material/CheckBoxOutlineBlank?paths";
import chevronLeftPaths from "@mui/icons-material/ChevronLeftRounded?paths";
import chevronRightPaths from "@mui/icons-material/ChevronRightRounded?paths";
import type { Region } from "@scrims/shared/common/regions.constants";
import { useId } from "react";
import { Icon } from "@/components/icon";
import type { HubFilters } from "../../hooks/use-hub-filters";
import { shiftDay, today } from "../../utils/hub-dates";

type HubFilterBarProps = {
  filters: HubFilters;
  regions: Region[];
  upcomingDisabled: boolean;
  onDateChange: (date: string) => void;
  onRegionChange: (region: Region) => void;
  onShowChange: (key: "showCurrent" | "showUpcoming" | "showPrevious", value: boolean) => void;
};

const SHOW_OPTIONS = [
  { key: "showCurrent", label: "Current" },
  { key: "showUpcoming", label: "Upcoming" },
  { key: "showPrevious", label: "Previous" },
] as const;

const UPCOMING_DISABLED_HINT = "Nothing on a past day is upcoming";

/** An outlined field's outline, with the notch its raised label sits in. */
function FieldOutline({ label }: { label: string }) {
  return (
    <fieldset className="field__outline" aria-hidden="true">
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

/**
 * Region, day (with previous/next day and Today) and which of the three sections to show. Native
 * controls (a select, the browser's date picker, checkboxes) drawn like MUI's; the day buttons'
 * tooltips are the native ones (`title`).
 */
export function HubFilterBar({
  filters,
  regions,
  upcomingDisabled,
  onDateChange,
  onRegionChange,
  onShowChange,
}: HubFilterBarProps) {
  const regionId = useId();
  const dateId = useId();
  const isToday = filters.date === today();
  return (
    <section aria-label="Scrim filters" className="paper-outlined hub-filters">
      <div className="field hub-filters__region">
        <select
          id={regionId}
          className="field__input"
          value={filters.region}
          onChange={(event) => onRegionChange(event.target.value as Region)}
        >
          {regions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
        <label htmlFor={regionId} className="field__label">
          Region
        </label>
        <Icon paths={arrowDropDownPaths} className="field__select-icon" />
        <FieldOutline label="Region" />
      </div>

      <div className="hub-filters__day">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous day"
          title="Previous day"
          onClick={() => onDateChange(shiftDay(filters.date, -1))}
        >
          <Icon paths={chevronLeftPaths} />
        </button>
        <div className="field hub-filters__date">
          <input
            id={dateId}
            type="date"
            className="field__input"
            value={filters.date}
            onChange={(event) => onDateChange(event.target.value)}
          />
          <label htmlFor={dateId} className="field__label">
            Scrims Date
          </label>
          <FieldOutline label="Scrims Date" />
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label="Next day"
          title="Next day"
          onClick={() => onDateChange(shiftDay(filters.date, 1))}
        >
          <Icon paths={chevronRightPaths} />
        </button>
        <button
          type="button"
          className="button button--text button--primary button--small"
          disabled={isToday}
          onClick={() => onDateChange(today())}
        >
          Today
        </button>
      </div>

      <div role="group" aria-label="Show scrims" className="hub-filters__show">
        {SHOW_OPTIONS.map(({ key, label }) => {
          const disabled = key === "showUpcoming" && upcomingDisabled;
          const checked = filters[key] && !disabled;
          return (
            <label
              key={key}
              className={disabled ? "check-label check-label--disabled" : "check-label"}
              title={disabled ? UPCOMING_DISABLED_HINT : undefined}
            >
              <span className={checked ? "checkbox checkbox--checked" : "checkbox"}>
                <input
                  type="checkbox"
                  className="checkbox__input"
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onShowChange(key, event.target.checked)}
                />
                <Icon
                  paths={checked ? checkBoxPaths : checkBoxBlankPaths}
                  className="checkbox__icon"
                />
              </span>
              <span>{label}</span>
            </label>
          );
        })}
      </div>
    </section>
  );
}

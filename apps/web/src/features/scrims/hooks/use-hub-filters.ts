import { REGIONS, isRegion, type Region } from "@scrims/shared/common/regions.constants";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ScrimListFilters } from "../api/get-scrims";
import { dayRange, isPastDay, isValidDay, today } from "../utils/hub-dates";

/** The hub's filter preferences, kept on this device (spec: "Scrim filter preferences"). */
export type HubFilters = {
  /** The viewer's local day, `YYYY-MM-DD`. */
  date: string;
  region: Region;
  showCurrent: boolean;
  showUpcoming: boolean;
  showPrevious: boolean;
};

export const HUB_FILTERS_STORAGE_KEY = "scrims.hubFilters";

function defaults(ownRegion: Region): HubFilters {
  return {
    date: today(),
    region: ownRegion,
    showCurrent: true,
    showUpcoming: true,
    showPrevious: true,
  };
}

/** A stored value that is missing or malformed falls back to the default, field by field. */
function readStored(ownRegion: Region): HubFilters {
  const fallback = defaults(ownRegion);
  let stored: Record<string, unknown> = {};
  try {
    const raw = window.localStorage.getItem(HUB_FILTERS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    stored =
      typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    // Unreadable storage: start from the defaults.
  }
  const flag = (key: keyof HubFilters, value: boolean) =>
    typeof stored[key] === "boolean" ? stored[key] : value;
  const date =
    typeof stored.date === "string" && isValidDay(stored.date) ? stored.date : fallback.date;
  return {
    date,
    region: isRegion(stored.region) ? stored.region : fallback.region,
    showCurrent: flag("showCurrent", fallback.showCurrent),
    // Nothing on a past day can be upcoming.
    showUpcoming: !isPastDay(date) && flag("showUpcoming", fallback.showUpcoming),
    showPrevious: flag("showPrevious", fallback.showPrevious),
  };
}

/** The viewer's own region first, then the others in their usual order. */
export function regionOptions(ownRegion: string): Region[] {
  if (!isRegion(ownRegion)) {
    return [...REGIONS];
  }
  return [ownRegion, ...REGIONS.filter((region) => region !== ownRegion)];
}

/** The region the hub starts on for a viewer whose own region is `ownRegion`. */
function initialRegion(ownRegion: string): Region {
  return isRegion(ownRegion) ? ownRegion : "NA";
}

/**
 * The filters the hub opens with (stored preferences, else the defaults), for starting the list
 * request before the hub renders.
 */
export function initialHubFilters(ownRegion: string): HubFilters {
  return readStored(initialRegion(ownRegion));
}

/** The list request of a set of filters: the region and the UTC bounds of the chosen day. */
export function hubListFilters(filters: Pick<HubFilters, "region" | "date">): ScrimListFilters {
  return { region: filters.region, ...dayRange(filters.date) };
}

/**
 * The hub's filters. Choosing a past day turns "upcoming" off (and the checkbox is disabled);
 * choosing today or a later day turns it on again.
 */
export function useHubFilters(ownRegion: string) {
  const [filters, setFilters] = useState<HubFilters>(() => initialHubFilters(ownRegion));

  useEffect(() => {
    try {
      window.localStorage.setItem(HUB_FILTERS_STORAGE_KEY, JSON.stringify(filters));
    } catch {
      // Preferences then last for this visit only.
    }
  }, [filters]);

  const setDate = useCallback((date: string) => {
    if (!isValidDay(date)) {
      return;
    }
    setFilters((current) => ({ ...current, date, showUpcoming: !isPastDay(date) }));
  }, []);

  const setRegion = useCallback((region: Region) => {
    setFilters((current) => ({ ...current, region }));
  }, []);

  const setShow = useCallback(
    (key: "showCurrent" | "showUpcoming" | "showPrevious", value: boolean) => {
      setFilters((current) => {
        if (key === "showUpcoming" && isPastDay(current.date)) {
          return current;
        }
        return { ...current, [key]: value };
      });
    },
    [],
  );

  const upcomingDisabled = isPastDay(filters.date);
  return useMemo(
    () => ({ filters, upcomingDisabled, setDate, setRegion, setShow }),
    [filters, upcomingDisabled, setDate, setRegion, setShow],
  );
}

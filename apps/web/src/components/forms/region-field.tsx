import { REGIONS } from "@scrims/shared/common/regions.constants";
import type { Region } from "@scrims/shared/common/regions.constants";
import { SelectField } from "./select-field";
import type { SelectFieldProps } from "./select-field";

const REGION_OPTIONS = REGIONS.map((region) => ({ value: region, label: region }));

/** The "Region" select over every region we serve (sign-up, settings, scrim forms). */
export function RegionField(props: Omit<SelectFieldProps<Region>, "options" | "label">) {
  return <SelectField {...props} label="Region" options={REGION_OPTIONS} />;
}

import type { ActivityStatus } from "@scrims/shared/dashboard/dashboard.schema";

type ChipColor = "success" | "info" | "error" | "warning" | "primary" | "default";

/** Chip colours of activities: active success, completed info, banned error, lifted warning, new primary. */
export const ACTIVITY_CHIP_COLORS: Record<ActivityStatus, ChipColor> = {
  active: "success",
  completed: "info",
  banned: "error",
  lifted: "warning",
  new: "primary",
};

const SERVICE_CHIPS: Record<string, { label: string; color: ChipColor }> = {
  operational: { label: "Operational", color: "success" },
  warning: { label: "Warning", color: "warning" },
  error: { label: "Error", color: "error" },
  inactive: { label: "Inactive", color: "default" },
};

/** A service status's chip; anything the four states do not name is Unknown. */
export function serviceChip(status: string | undefined): { label: string; color: ChipColor } {
  const known = status !== undefined && Object.hasOwn(SERVICE_CHIPS, status);
  return (known && SERVICE_CHIPS[status]) || { label: "Unknown", color: "default" };
}

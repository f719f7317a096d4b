import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";

function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#121a26" />
      <path d="M20 18h24l-6 8H26v4h14l-6 8H20z" fill="#2196F3" />
      <path d="M20 42h18l-4 6H20z" fill="#90CAF9" />
    </svg>
  );
}

/** Logo and name, linking home (styled in app-shell.css). */
export function Brand() {
  return (
    <RouterLink to={paths.home} className="brand">
      <BrandMark />
      Scrims
    </RouterLink>
  );
}

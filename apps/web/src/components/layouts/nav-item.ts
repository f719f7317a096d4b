export type NavItem = { label: string; to: string };

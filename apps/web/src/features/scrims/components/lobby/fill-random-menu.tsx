import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { LazyMenuProps } from "@/hooks/use-lazy-menu";

type FillRandomMenuProps = LazyMenuProps & {
  onFill: (balanced: boolean) => void;
};

/** The admin's Fill Random choices: any players, or the ones that balance the teams' ranks. */
export function FillRandomMenu({ onFill, ...menu }: FillRandomMenuProps) {
  return (
    <Menu {...menu}>
      <MenuItem onClick={() => onFill(false)}>
        <ListItemText primary="Random" secondary="Any available players of the region" />
      </MenuItem>
      <MenuItem onClick={() => onFill(true)}>
        <ListItemText
          primary="Balanced"
          secondary="The players that bring the team average ranks closest"
        />
      </MenuItem>
    </Menu>
  );
}

import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";

type FillRandomMenuProps = {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  onFill: (balanced: boolean) => void;
};

/** The admin's Fill Random choices: any players, or the ones that balance the teams' ranks. */
export function FillRandomMenu({ id, anchorEl, open, onClose, onFill }: FillRandomMenuProps) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose}>
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

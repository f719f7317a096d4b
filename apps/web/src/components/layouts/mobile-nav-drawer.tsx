import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import { NavLink } from "react-router";
import { Brand } from "./brand";
import type { NavItem } from "./nav-item";

type MobileNavDrawerProps = {
  navItems: NavItem[];
  open: boolean;
  onClose: () => void;
};

/** Navigation for narrow screens. Loaded on first use, so desktop visitors never download it. */
export function MobileNavDrawer({ navItems, open, onClose }: MobileNavDrawerProps) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: {
            bgcolor: "background.paper",
            backgroundImage: "none",
            borderRight: 1,
            borderColor: "divider",
          },
        },
      }}
    >
      <Box sx={{ width: 264, pt: 2 }}>
        <Box sx={{ px: 2.5, pb: 2 }} onClick={onClose}>
          <Brand />
        </Box>
        <List component="nav" aria-label="Main">
          {navItems.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              onClick={onClose}
              sx={{
                px: 2.5,
                py: 1.25,
                fontWeight: 600,
                "&.active": { color: "primary.light", bgcolor: "rgba(33, 150, 243, 0.1)" },
              }}
            >
              {item.label}
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}

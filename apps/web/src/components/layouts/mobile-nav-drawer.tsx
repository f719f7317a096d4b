import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListSubheader from "@mui/material/ListSubheader";
import { NavLink } from "react-router";
import { Brand } from "./brand";
import type { DrawerAccount, NavItem } from "./nav-item";

type MobileNavDrawerProps = {
  navItems: NavItem[];
  /** The signed-in player's links and Logout (the header's account menu, on phones). */
  account?: DrawerAccount;
  open: boolean;
  onClose: () => void;
};

const itemSx = {
  px: 2.5,
  py: 1.25,
  fontWeight: 600,
  "&.active": { color: "primary.light", bgcolor: "rgba(33, 150, 243, 0.1)" },
} as const;

/**
 * Navigation for narrow screens: the main pages, then the player's Profile, Settings, Admin (for
 * admins) and Logout. Loaded on first use, so desktop visitors never download it.
 */
export function MobileNavDrawer({ navItems, account, open, onClose }: MobileNavDrawerProps) {
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
              sx={itemSx}
            >
              {item.label}
            </ListItemButton>
          ))}
        </List>
        {account && (
          <>
            <Divider />
            <List
              component="nav"
              aria-label="Account"
              subheader={
                <ListSubheader
                  disableSticky
                  sx={{ bgcolor: "transparent", px: 2.5, lineHeight: 2.75, fontWeight: 700 }}
                >
                  {account.title}
                </ListSubheader>
              }
            >
              {account.items.map((item) => (
                <ListItemButton
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end
                  onClick={onClose}
                  sx={itemSx}
                >
                  {item.label}
                </ListItemButton>
              ))}
              <ListItemButton
                onClick={() => {
                  onClose();
                  account.onLogout();
                }}
                disabled={account.isLoggingOut}
                sx={itemSx}
              >
                Logout
              </ListItemButton>
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}

import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useId } from "react";
import { getErrorMessage } from "@/lib/api-client";

type PanelDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Right of the title, before the close button (e.g. "Mark all read"). */
  titleAction?: ReactNode;
  /** Under the content, outside the scrolling area (a chat's input). */
  footer?: ReactNode;
  maxWidth?: "xs" | "sm" | "md";
};

/** A dialog with a title row, a close button and scrolling content: the shell's global dialogs. */
export function PanelDialog({
  open,
  title,
  onClose,
  children,
  titleAction,
  footer,
  maxWidth = "sm",
}: PanelDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1.5 }}>
        {/* Takes its id from the dialog's aria-labelledby: the title alone names the dialog. */}
        <DialogTitle sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: "1.15rem" }} noWrap>
          {title}
        </DialogTitle>
        {titleAction}
        <IconButton aria-label="Close" onClick={onClose} size="small">
          <CloseRoundedIcon />
        </IconButton>
      </Box>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5 }}>
        {children}
      </DialogContent>
      {footer && <Box sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5 }}>{footer}</Box>}
    </Dialog>
  );
}

/** The centred line a list shows when it has nothing ('No friends found'). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ textAlign: "center", py: 4 }}>
      {children}
    </Typography>
  );
}

type PanelListProps<T> = {
  /** The query behind the list: a spinner while pending, its error's message when it fails. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** What the list shows once loaded (`empty` instead when there is none). */
  items: T[] | undefined;
  /** The spinner's accessible name ('Loading friends'). */
  loadingLabel: string;
  empty: ReactNode;
  /** The list's `<li>` elements. */
  children: (items: T[]) => ReactNode;
};

/** A global dialog's list: loading, failed, empty, or its items in a bare `<ul>`. */
export function PanelList<T>({ query, items, loadingLabel, empty, children }: PanelListProps<T>) {
  if (query.isPending) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
        <CircularProgress size={28} aria-label={loadingLabel} />
      </Box>
    );
  }
  if (query.isError || !items) {
    return <EmptyState>{getErrorMessage(query.error)}</EmptyState>;
  }
  if (items.length === 0) {
    return <EmptyState>{empty}</EmptyState>;
  }
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {children(items)}
    </Box>
  );
}

type PanelRowButtonProps = {
  onClick: () => void;
  /** What the row shows besides its name (a time, a preview): read after the name. */
  "aria-describedby"?: string;
  children: ReactNode;
};

/** The clickable body of a `PanelList` item (a conversation, a notification): left-aligned, hover tint. */
export function PanelRowButton({
  onClick,
  children,
  "aria-describedby": describedBy,
}: PanelRowButtonProps) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-describedby={describedBy}
      sx={{
        width: "100%",
        flex: 1,
        minWidth: 0,
        display: "flex",
        justifyContent: "flex-start",
        alignItems: "center",
        gap: 1.5,
        textAlign: "left",
        py: 1.25,
        px: 1,
        borderRadius: 1,
        "&:hover": { bgcolor: "action.hover" },
      }}
    >
      {children}
    </ButtonBase>
  );
}

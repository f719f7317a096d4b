import Box from "@mui/material/Box";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useState } from "react";
import { useUserCreatedScrims } from "../../api/get-user-created-scrims";
import type { CreatedScrimsParams } from "../../api/get-user-created-scrims";
import { DEFAULT_RECORD_PARAMS, useUserRecordPages } from "../../api/get-user-record";
import { CREATED_FILTER_OPTIONS, PARTICIPATED_FILTER_OPTIONS } from "../../utils/profile-scrims";
import { ProfileScrimsSection } from "./profile-scrims-section";

type ProfileScrimListsProps = {
  user: UserDto;
  isOwner: boolean;
  /** The owner and admins see the scrims this player created. */
  showCreated: boolean;
};

/** 'My Created Scrims' (or "{name}'s Created Scrims") and 'Scrims Participated In'. */
export function ProfileScrimLists({ user, isOwner, showCreated }: ProfileScrimListsProps) {
  const [createdView, setCreatedView] = useState<CreatedScrimsParams>({
    order: "desc",
    filter: "none",
  });
  const [recordView, setRecordView] = useState(DEFAULT_RECORD_PARAMS);
  const created = useUserCreatedScrims(user._id, createdView, { enabled: showCreated });
  // Unsorted and unfiltered, the same query as the summary card's stats: one request.
  const record = useUserRecordPages(user._id, recordView);

  return (
    <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
      {showCreated && (
        <ProfileScrimsSection
          title={isOwner ? "My Created Scrims" : `${user.name}'s Created Scrims`}
          emptyText={
            isOwner
              ? "Scrims you create will show here, newest first."
              : `Scrims ${user.name} creates will show here, newest first.`
          }
          userId={user._id}
          list={created}
          view={createdView}
          onViewChange={setCreatedView}
          filterOptions={CREATED_FILTER_OPTIONS}
        />
      )}
      <ProfileScrimsSection
        title="Scrims Participated In"
        emptyText={
          isOwner
            ? "Games you play or cast will show here with their results."
            : `Games ${user.name} plays or casts will show here with their results.`
        }
        userId={user._id}
        list={record}
        view={recordView}
        onViewChange={setRecordView}
        filterOptions={PARTICIPATED_FILTER_OPTIONS}
        showHubLink={isOwner}
      />
    </Box>
  );
}

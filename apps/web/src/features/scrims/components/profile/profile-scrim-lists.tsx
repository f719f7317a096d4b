import Box from "@mui/material/Box";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useUserCreatedScrims } from "../../api/get-user-created-scrims";
import { useUserRecord } from "../../api/get-user-record";
import {
  CREATED_FILTER_OPTIONS,
  PARTICIPATED_FILTER_OPTIONS,
  filterCreated,
  filterParticipated,
} from "../../utils/profile-scrims";
import { ProfileScrimsSection } from "./profile-scrims-section";

type ProfileScrimListsProps = {
  user: UserDto;
  isOwner: boolean;
  /** The owner and admins see the scrims this player created. */
  showCreated: boolean;
};

/** 'My Created Scrims' (or "{name}'s Created Scrims") and 'Scrims Participated In'. */
export function ProfileScrimLists({ user, isOwner, showCreated }: ProfileScrimListsProps) {
  const created = useUserCreatedScrims(user._id, { enabled: showCreated });
  // The same query as the summary card's stats (the page hands it this hook): one request.
  const record = useUserRecord(user._id);

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
          query={created}
          filterOptions={CREATED_FILTER_OPTIONS}
          applyFilter={filterCreated}
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
        query={{
          data: record.data?.scrims,
          isPending: record.isPending,
          isError: record.isError,
          refetch: record.refetch,
        }}
        filterOptions={PARTICIPATED_FILTER_OPTIONS}
        applyFilter={(scrims, filter) => filterParticipated(scrims, user._id, filter)}
        showHubLink={isOwner}
      />
    </Box>
  );
}

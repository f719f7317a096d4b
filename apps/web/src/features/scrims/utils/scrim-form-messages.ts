/** What the create and edit forms say. */
export const scrimFormMessages = {
  creating: "Creating new scrim",
  created: "scrim created successfully!",
  createdPrivate: "Private scrim created, only users with the share link can access it",
  createFailed: "Failed to create scrim",
  updating: "Updating scrim",
  updated: "Scrim updated successfully!",
  updateFailed: "Failed to update scrim",
  deleted: "Scrim deleted successfully!",
  deleteFailed: "Failed to delete scrim",
  loadFailed: "Error finding scrim, returning to home page",
} as const;

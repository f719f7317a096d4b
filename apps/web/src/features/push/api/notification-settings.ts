import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationSettings,
  PushPublicKeyDto,
  PushSubscriptionInput,
} from "@scrims/shared/push/push.schema";
import { api } from "@/lib/api-client";

/** The one query-key factory of the push feature. */
const pushKeys = {
  all: ["push"] as const,
  settings: () => [...pushKeys.all, "settings"] as const,
};

const SETTINGS_PATH = "/api/users/me/notification-settings";

const getNotificationSettings = () => api.get<NotificationSettings>(SETTINGS_PATH);

export const useNotificationSettings = () =>
  useQuery(queryOptions({ queryKey: pushKeys.settings(), queryFn: getNotificationSettings }));

/**
 * Saves the whole settings object. The email consent is part of the account: `onSaved` lets the
 * page reload the signed-in user.
 */
export function useSaveNotificationSettings(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.put<NotificationSettings>(SETTINGS_PATH, settings),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: pushKeys.settings() });
      const previous = queryClient.getQueryData<NotificationSettings>(pushKeys.settings());
      queryClient.setQueryData(pushKeys.settings(), settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      queryClient.setQueryData(pushKeys.settings(), context?.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(pushKeys.settings(), saved);
      onSaved?.();
    },
  });
}

export const getPushPublicKey = () => api.get<PushPublicKeyDto>("/api/push/public-key");

export const saveSubscription = (subscription: PushSubscriptionInput) =>
  api.post<null>("/api/push/subscriptions", subscription);

export const deleteSubscription = (endpoint: string) =>
  api.delete<null>("/api/push/subscriptions", { body: { endpoint } });

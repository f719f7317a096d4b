export const friendMessages = {
  accepted: (name: string) => `${name} is now your friend!`,
  rejected: (name: string) => `Friend request from ${name} rejected`,
  requestSent: (name: string) => `Friend request sent to ${name}`,
  requestCancelled: (name: string) => `Friend request to ${name} cancelled`,
  unfriended: (name: string) => `${name} was removed from your friends`,
} as const;

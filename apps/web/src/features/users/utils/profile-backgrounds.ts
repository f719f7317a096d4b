import {
  DEFAULT_PROFILE_BACKGROUND,
  DEFAULT_PROFILE_BLUR,
  PROFILE_BACKGROUNDS,
  PROFILE_BLUR_LEVELS,
} from "@scrims/shared/users/users.schema";

export type ProfileBackground = (typeof PROFILE_BACKGROUNDS)[number];
export type ProfileBlur = (typeof PROFILE_BLUR_LEVELS)[number]["value"];

/**
 * The six backgrounds, painted with CSS only (no image assets). The sharp details (lanes,
 * confetti, scales, grid, chains) are what the blur setting visibly softens.
 */
export const PROFILE_BACKGROUND_CSS: Record<ProfileBackground, string> = {
  "Summoners Rift": [
    "radial-gradient(circle at 9% 91%, rgba(33, 150, 243, 0.75), transparent 20%)",
    "radial-gradient(circle at 91% 9%, rgba(244, 67, 54, 0.7), transparent 20%)",
    "linear-gradient(45deg, transparent 46%, rgba(64, 156, 220, 0.6) 47%, rgba(64, 156, 220, 0.6) 53%, transparent 54%)",
    "linear-gradient(-45deg, transparent 49%, rgba(222, 196, 140, 0.4) 49.6%, rgba(222, 196, 140, 0.4) 50.4%, transparent 51%)",
    "radial-gradient(circle at 30% 35%, rgba(76, 175, 80, 0.35), transparent 25%)",
    "radial-gradient(circle at 70% 65%, rgba(76, 175, 80, 0.35), transparent 25%)",
    "linear-gradient(135deg, #123524, #0b2a1c 50%, #0f3322)",
  ].join(", "),
  Anniversary: [
    "radial-gradient(circle, rgba(255, 214, 64, 0.85) 0 2px, transparent 3px) 0 0 / 44px 44px",
    "radial-gradient(circle, rgba(236, 64, 122, 0.75) 0 2px, transparent 3px) 22px 22px / 44px 44px",
    "radial-gradient(circle at 50% 32%, rgba(255, 193, 7, 0.55), transparent 34%)",
    "radial-gradient(circle at 15% 85%, rgba(156, 39, 176, 0.6), transparent 38%)",
    "linear-gradient(160deg, #2a1052, #4a1d7a 45%, #1b0d33)",
  ].join(", "),
  "Teemo Sunset": [
    "radial-gradient(ellipse 55% 28% at 18% 100%, #1b3a27 0 60%, transparent 61%)",
    "radial-gradient(ellipse 70% 34% at 88% 100%, #122a1c 0 60%, transparent 61%)",
    "radial-gradient(circle at 50% 70%, #ffe29a 0 8%, rgba(255, 183, 77, 0.45) 8.5%, transparent 22%)",
    "linear-gradient(180deg, #2b1055 0%, #7b2f8e 28%, #e8566c 52%, #ff9a5a 66%, #ffcf7a 78%, #ffd98f 100%)",
  ].join(", "),
  "Bootcamp Dragon": [
    "radial-gradient(circle at 50% 0, transparent 0 13px, rgba(255, 112, 67, 0.22) 14px 16px, transparent 17px) 0 0 / 32px 22px",
    "radial-gradient(ellipse at 72% 28%, rgba(255, 112, 67, 0.85), transparent 38%)",
    "radial-gradient(ellipse at 22% 82%, rgba(255, 193, 7, 0.4), transparent 40%)",
    "linear-gradient(135deg, #1a0505, #4a0e0e 50%, #120404)",
  ].join(", "),
  GitCat: [
    "linear-gradient(rgba(137, 87, 229, 0.2) 1px, transparent 1px) 0 0 / 40px 40px",
    "linear-gradient(90deg, rgba(137, 87, 229, 0.2) 1px, transparent 1px) 0 0 / 40px 40px",
    "radial-gradient(circle at 24% 70%, rgba(137, 87, 229, 0.6), transparent 38%)",
    "radial-gradient(circle at 80% 24%, rgba(46, 160, 67, 0.55), transparent 34%)",
    "linear-gradient(135deg, #0d1117, #161b22 60%, #0d1117)",
  ].join(", "),
  "Reluminate Thresh": [
    "radial-gradient(circle at 62% 38%, rgba(167, 255, 235, 0.95) 0 3%, rgba(29, 233, 182, 0.45) 7%, transparent 28%)",
    "repeating-linear-gradient(115deg, transparent 0 38px, rgba(128, 255, 219, 0.13) 38px 41px)",
    "radial-gradient(ellipse at 18% 28%, rgba(0, 188, 212, 0.4), transparent 36%)",
    "radial-gradient(ellipse at 50% 120%, #025247, #001a1a 62%)",
  ].join(", "),
};

/** Unknown stored values fall back to the defaults, so an old row never breaks the page. */
export function toProfileBackground(value: string): ProfileBackground {
  return (PROFILE_BACKGROUNDS as readonly string[]).includes(value)
    ? (value as ProfileBackground)
    : DEFAULT_PROFILE_BACKGROUND;
}

export function toProfileBlur(value: string): ProfileBlur {
  return PROFILE_BLUR_LEVELS.some((level) => level.value === value)
    ? (value as ProfileBlur)
    : DEFAULT_PROFILE_BLUR;
}

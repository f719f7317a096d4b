import type { ComponentType } from "react";
import Diversity3Icon from "@mui/icons-material/Diversity3";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import MicIcon from "@mui/icons-material/Mic";
import SchoolIcon from "@mui/icons-material/School";
import ShuffleIcon from "@mui/icons-material/Shuffle";
import TimerIcon from "@mui/icons-material/Timer";
import TravelExploreIcon from "@mui/icons-material/TravelExplore";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import type { SvgIconProps } from "@mui/material/SvgIcon";

type IconComponent = ComponentType<SvgIconProps>;

export type LandingHighlight = {
  label: string;
  Icon: IconComponent;
};

export type LandingFeature = {
  title: string;
  text: string;
  Icon: IconComponent;
};

/** What a player gets from Scrims, shown as a checklist in the hero. */
export const landingHighlights: readonly LandingHighlight[] = [
  { label: "Casted 5v5 customs every Friday", Icon: MicIcon },
  { label: "Prized events", Icon: EmojiEventsIcon },
  { label: "Random game modes", Icon: ShuffleIcon },
  { label: "A community to play with", Icon: Diversity3Icon },
  { label: "Free coaching", Icon: SchoolIcon },
];

export const landingFeatures: readonly LandingFeature[] = [
  {
    title: "Find a game in minutes",
    text: "Browse scrims by region and day in NA, EUW, EUNE, LAN and OCE. Take the role you want to practise on the Blue Side or the Red Side, or grab a caster seat and call the game.",
    Icon: TravelExploreIcon,
  },
  {
    title: "Lobbies without the chaos",
    text: "A countdown, a lobby captain and a tournament code, or a lobby name and password, get all ten players into the same game. The captain reports the winner once, with a post-game screenshot.",
    Icon: TimerIcon,
  },
  {
    title: "Grow with the community",
    text: "Earn EXP and levels, watch your win rate climb, add the players you click with, chat before the game and pick up free coaching along the way.",
    Icon: TrendingUpIcon,
  },
];

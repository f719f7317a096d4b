import diversity3Paths from "@mui/icons-material/Diversity3?paths";
import emojiEventsPaths from "@mui/icons-material/EmojiEvents?paths";
import micPaths from "@mui/icons-material/Mic?paths";
import schoolPaths from "@mui/icons-material/School?paths";
import shufflePaths from "@mui/icons-material/Shuffle?paths";
import timerPaths from "@mui/icons-material/Timer?paths";
import travelExplorePaths from "@mui/icons-material/TravelExplore?paths";
import trendingUpPaths from "@mui/icons-material/TrendingUp?paths";

/** A Material icon's SVG path data, drawn by components/icon.tsx (the landing loads no MUI). */
type IconPaths = readonly string[];

export type LandingHighlight = {
  label: string;
  icon: IconPaths;
};

export type LandingFeature = {
  title: string;
  text: string;
  icon: IconPaths;
};

/** What a player gets from Scrims, shown as a checklist in the hero. */
export const landingHighlights: readonly LandingHighlight[] = [
  { label: "Casted 5v5 customs every Friday", icon: micPaths },
  { label: "Prized events", icon: emojiEventsPaths },
  { label: "Random game modes", icon: shufflePaths },
  { label: "A community to play with", icon: diversity3Paths },
  { label: "Free coaching", icon: schoolPaths },
];

export const landingFeatures: readonly LandingFeature[] = [
  {
    title: "Find a game in minutes",
    text: "Browse scrims by region and day in NA, EUW, EUNE, LAN and OCE. Take the role you want to practise on the Blue Side or the Red Side, or grab a caster seat and call the game.",
    icon: travelExplorePaths,
  },
  {
    title: "Lobbies without the chaos",
    text: "A countdown, a lobby captain and a tournament code, or a lobby name and password, get all ten players into the same game. The captain reports the winner once, with a post-game screenshot.",
    icon: timerPaths,
  },
  {
    title: "Grow with the community",
    text: "Earn EXP and levels, watch your win rate climb, add the players you click with, chat before the game and pick up free coaching along the way.",
    icon: trendingUpPaths,
  },
];

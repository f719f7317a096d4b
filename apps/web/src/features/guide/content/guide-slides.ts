import type { ComponentType } from "react";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import ForumIcon from "@mui/icons-material/Forum";
import GroupsIcon from "@mui/icons-material/Groups";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import SportsEsportsIcon from "@mui/icons-material/SportsEsports";
import TimerIcon from "@mui/icons-material/Timer";
import TravelExploreIcon from "@mui/icons-material/TravelExplore";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import type { SvgIconProps } from "@mui/material/SvgIcon";

type GuideSlideAccent = "primary" | "info" | "success" | "warning" | "secondary";

export type GuideSlide = {
  id: string;
  title: string;
  text: string;
  points: readonly string[];
  Icon: ComponentType<SvgIconProps>;
  accent: GuideSlideAccent;
  /** Short labels shown under the icon: a miniature of what the slide's screen shows. */
  tags: readonly string[];
};

export const guideSlides: readonly GuideSlide[] = [
  {
    id: "welcome",
    title: "Welcome to Scrims",
    text: "Scrims organises custom 5v5 League of Legends practice games. This tour takes you from signing in to reporting the winner of your first scrim.",
    points: [
      "Free to use, in NA, EUW, EUNE, LAN and OCE",
      "Casted customs every Friday, plus prized events and random game modes",
      "A community to practise with, and free coaching",
    ],
    Icon: SportsEsportsIcon,
    accent: "primary",
    tags: ["5v5", "Customs", "Practice"],
  },
  {
    id: "sign-in",
    title: "Sign in and register your summoner",
    text: "Sign in with single sign-on, then register in three short steps: your details, your rank, and a final check before your account is created.",
    points: [
      "Summoner name and tagline, without the # (for example NA1)",
      "Your region and Discord username",
      "Your rank, such as Gold 2, or Unranked",
      "Tick the email box only if you want update emails",
    ],
    Icon: HowToRegIcon,
    accent: "info",
    tags: ["Details", "Rank", "Create"],
  },
  {
    id: "find-scrims",
    title: "Find a scrim",
    text: "The Scrims Hub lists the games for the region and day you choose.",
    points: [
      "Pick a region and a date in the filter bar",
      "The count tiles show how many scrims are Playing Now, Upcoming and Completed",
      "Tick or untick current, upcoming and previous scrims to narrow the list",
    ],
    Icon: TravelExploreIcon,
    accent: "success",
    tags: ["Playing Now", "Upcoming", "Completed"],
  },
  {
    id: "join",
    title: "Take a team and a role, or cast",
    text: "Every scrim has two teams of five. Team One plays on the Blue Side and Team Two on the Red Side.",
    points: [
      "Click a free role: Top, Jungle, Mid, ADC or Support",
      "You can move to another free role, or leave, until the game has a result",
      "Rather commentate? Take a caster seat (up to two per scrim). You cannot play and cast in the same scrim",
    ],
    Icon: GroupsIcon,
    accent: "primary",
    tags: ["Blue Side · Team One", "Red Side · Team Two", "Caster"],
  },
  {
    id: "lobby",
    title: "Countdown and lobby",
    text: "A countdown runs until the start time. When the game starts and both teams have five players, the lobby details appear on the scrim.",
    points: [
      "One player is the lobby captain, who hosts the lobby and reports the result",
      "Tournament code: click it to copy, then paste it into the League client",
      "No code? Create or join the custom lobby with the lobby name and password shown",
      "Use the scrim chat to sort out anything before the game",
    ],
    Icon: TimerIcon,
    accent: "warning",
    tags: ["Game starting in…", "Tournament code", "Lobby name & password"],
  },
  {
    id: "report",
    title: "Report the winner",
    text: "After the game the lobby captain answers “Who won?” with one click. The result cannot be changed afterwards, so check before you confirm.",
    points: [
      "Only the lobby captain or an admin can report the winner",
      "Add a post-game screenshot: a JPEG or PNG of up to 2 MB",
      "Everyone's stats update as soon as the result is in",
    ],
    Icon: EmojiEventsIcon,
    accent: "warning",
    tags: ["Who won?", "Team One", "Team Two"],
  },
  {
    id: "profile",
    title: "Level up your profile",
    text: "Every scrim counts. Your profile shows your level, EXP, win rate, games played and games cast, and the scrims you created or played in.",
    points: [
      "+3 EXP for a win",
      "+0.5 EXP for a loss",
      "+1 EXP for casting a game",
      "Choose a profile background to make it yours",
    ],
    Icon: TrendingUpIcon,
    accent: "success",
    tags: ["+3 win", "+0.5 loss", "+1 cast"],
  },
  {
    id: "social",
    title: "Friends, chat and notifications",
    text: "Scrims is better with people you know.",
    points: [
      "Add players you enjoyed playing with as friends, and accept or reject requests in Friend Requests",
      "Chat directly with friends, or with everyone in a scrim's chat room",
      "Notifications tell you about friend requests, new conversations and scrim alerts",
    ],
    Icon: ForumIcon,
    accent: "secondary",
    tags: ["Friends", "Messages", "Notifications"],
  },
  {
    id: "fair-play",
    title: "Play fair",
    text: "Fair games keep everyone coming back. Admins can ban players who break the rules.",
    points: [
      "One account per person, and no smurfing",
      "Only join scrims you can play, and be on time",
      "Report results honestly; captains settle disputes between themselves",
      "Be respectful in games and in chat",
    ],
    Icon: VerifiedUserIcon,
    accent: "info",
    tags: ["Show up", "Report honestly", "Respect"],
  },
];

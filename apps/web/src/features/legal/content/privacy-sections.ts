import type { LegalSection } from "../types/legal-document";

/** ISO date of the last change to the privacy policy; bump it with every edit below. */
export const privacyLastUpdated = "2026-11-22";

export const privacyIntro =
  "This policy explains what personal data Scrims collects when you use it to organise and play custom League of Legends practice games, why we need it, who can see it and how you stay in control of it. We have tried to keep it short and in plain language.";

export const privacySections: readonly LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Information we collect",
    blocks: [
      {
        kind: "paragraph",
        text: "We only collect what Scrims needs to put you in a game and keep the community fair. Each item below says what it is used for.",
      },
      {
        kind: "list",
        items: [
          {
            lead: "Game account ID.",
            text: "The identifier your single sign-on provider gives us when you sign in. We use it to recognise your account on every visit and to make sure each person has only one account. It is never shown to other players.",
          },
          {
            lead: "Summoner name and tagline.",
            text: "Shown on your profile, in team lists and in chat, so that teammates and the lobby captain can find you and invite you in the League client. They also let other players look up your profile.",
          },
          {
            lead: "Rank.",
            text: "Shown next to your name so teams can see the level of a game before joining, and used in anonymous rank statistics that help admins plan balanced events.",
          },
          {
            lead: "Region.",
            text: "NA, EUW, EUNE, LAN or OCE. It decides which scrims you see first and keeps your summoner name unique within that region.",
          },
          {
            lead: "Discord username.",
            text: "Shown on your profile and in team lists so your team can set up voice chat before the game. Each Discord username can belong to only one Scrims account.",
          },
          {
            lead: "Match stats.",
            text: "Games played, games cast, wins, losses, games as lobby captain, experience (EXP), level and win rate. They are worked out from the scrims you take part in and shown on your profile.",
          },
          {
            lead: "Email address and email choice.",
            text: "If your sign-in provider shares your email address we keep it to reach you about your account. We send update emails only if you ticked the box that allows them.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "We also store what you create while using Scrims: scrims you set up, chat messages, post-game images, friends and friend requests, notifications and your profile background. To run the service we record when you last signed in and whether you are online right now.",
      },
    ],
  },
  {
    id: "how-we-use-it",
    title: "How we use it",
    blocks: [
      { kind: "paragraph", text: "We use your information to:" },
      {
        kind: "list",
        items: [
          { text: "sign you in and keep your session open;" },
          {
            text: "run scrims: fill teams and roles, seat casters, run the countdown, pick a lobby captain, and hand out a tournament code or a lobby name and password;",
          },
          { text: "record results and keep your level, EXP and win rate up to date;" },
          {
            text: "power friends, direct chat, scrim chat and notifications, including browser notifications if you allow them;",
          },
          { text: "send update emails, only if you agreed to receive them;" },
          {
            text: "keep the community safe: look into reports, enforce the Terms of Service and apply bans;",
          },
          {
            text: "understand how Scrims is used through totals such as sign-ups per month or players per region, and fix problems.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "We do not use your information for advertising, and we do not build profiles of you for anyone else.",
      },
    ],
  },
  {
    id: "sharing",
    title: "Sharing",
    blocks: [
      {
        kind: "paragraph",
        text: "We never sell your personal data, and we do not rent or trade it either. We share it only in two cases:",
      },
      {
        kind: "list",
        items: [
          {
            lead: "Authentication.",
            text: "Signing in goes through your single sign-on provider, which confirms who you are and returns your game account ID to us.",
          },
          {
            lead: "When the law requires it.",
            text: "We disclose data when a valid legal request obliges us to, and only the part the request covers.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "Your public profile, your place in a scrim and your messages are visible to the other Scrims players they are meant for. That is how the service works, and it is not sharing with outside companies.",
      },
    ],
  },
  {
    id: "security",
    title: "Security",
    blocks: [
      {
        kind: "paragraph",
        text: "Traffic between your browser and Scrims is encrypted. Sign-in is handled by your single sign-on provider, so we never see or store a password. Only the admins who need it for their work can open account records, and ban and moderation actions are logged.",
      },
      {
        kind: "paragraph",
        text: "No system is perfectly secure. If we learn of a breach that puts your data at risk, we will tell you without undue delay and explain what we are doing about it.",
      },
    ],
  },
  {
    id: "your-rights",
    title: "Your rights",
    blocks: [
      { kind: "paragraph", text: "Whatever country you play from, you can:" },
      {
        kind: "list",
        items: [
          {
            lead: "Access",
            text: "the data we hold about you. Most of it is on your profile and the Settings page, and we will send you a copy of the rest if you ask.",
          },
          {
            lead: "Correct",
            text: "your summoner name, tagline, region, Discord username and rank on the Settings page, or ask us to fix anything else.",
          },
          {
            lead: "Delete",
            text: "your account from the Settings page. Section 9 explains what happens next.",
          },
          {
            lead: "Opt out of email",
            text: "by clearing the email box on the Settings page. Messages about your account's security may still reach you.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "To use any of these rights, contact us as described in section 11. We may ask you to prove that the account is yours before we act.",
      },
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    blocks: [
      {
        kind: "paragraph",
        text: "Scrims uses essential cookies and similar browser storage only. They keep you signed in and remember small settings such as your chat sound volume. We use no advertising cookies, no cross-site tracking and no third-party analytics, so there is nothing to opt out of. If you block this storage, you will not be able to stay signed in.",
      },
    ],
  },
  {
    id: "children",
    title: "Children",
    blocks: [
      {
        kind: "paragraph",
        text: "Scrims is not meant for children under 13, and we do not knowingly collect data from anyone under 13. If we find out that an account belongs to a child under 13, we delete it. If you are a parent or guardian and think your child has signed up, please contact us.",
      },
    ],
  },
  {
    id: "third-parties",
    title: "Third parties",
    blocks: [
      {
        kind: "paragraph",
        text: "Some parts of Scrims rely on services run by others:",
      },
      {
        kind: "list",
        items: [
          {
            text: "your single sign-on provider, whose own privacy policy covers what it collects when you sign in;",
          },
          {
            text: "the game publisher's tournament service, which issues tournament codes for lobbies;",
          },
          {
            text: "the hosting, database and email delivery services that store and send data for us and may use it only to provide that service.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "Discord, the League client and any other app you use alongside Scrims follow their own privacy policies, and we do not control them.",
      },
    ],
  },
  {
    id: "data-retention",
    title: "Data retention",
    blocks: [
      {
        kind: "paragraph",
        text: "We keep your data for as long as your account exists. You can delete your account at any time from the Settings page. Your personal data is removed within 30 days of account deletion, including from backups.",
      },
      {
        kind: "paragraph",
        text: "Scrims you played in stay in other players' match history so their stats remain correct, but your name is no longer attached to them.",
      },
    ],
  },
  {
    id: "changes-to-this-policy",
    title: "Changes to this policy",
    blocks: [
      {
        kind: "paragraph",
        text: 'When we change this policy we update the "Last updated" date at the top. If a change matters to how your data is used, we will also tell you in the app before it takes effect. If you keep using Scrims after that, the new version applies.',
      },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      {
        kind: "paragraph",
        text: "For questions, requests or complaints about privacy, send a direct message in the app to any Scrims admin (admins have an Admin badge on their profile). If you can no longer sign in, ask in the Scrims community and an admin will reply. Please give your summoner name, tagline and region so we can find your account.",
      },
    ],
  },
  {
    id: "legal-disclaimer",
    title: "Legal disclaimer",
    blocks: [
      {
        kind: "paragraph",
        text: [
          "This policy describes how Scrims handles personal data. It is not legal advice, and it does not take away any rights that the data protection law where you live gives you. Use of Scrims is also governed by the ",
          { label: "Terms of Service", to: "/terms-of-service" },
          ".",
        ],
      },
      {
        kind: "paragraph",
        text: "Scrims is an independent community project. It is not affiliated with or endorsed by Riot Games. League of Legends is a trademark of Riot Games, Inc.",
      },
    ],
  },
];

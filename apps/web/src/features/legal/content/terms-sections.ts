import type { LegalSection } from "../types/legal-document";

/** ISO date of the last change to the terms; bump it with every edit below. */
export const termsLastUpdated = "2026-11-22";

export const termsIntro =
  "These terms are the rules for using Scrims, the community platform for organised 5v5 League of Legends practice games. Please read them before you create an account.";

export const termsSections: readonly LegalSection[] = [
  {
    id: "acceptance-of-terms",
    title: "Acceptance of terms",
    blocks: [
      {
        kind: "paragraph",
        text: "By creating an account or using Scrims in any way, you agree to these terms and to the Privacy Policy. If you do not agree, please do not use Scrims.",
      },
    ],
  },
  {
    id: "service-description",
    title: "Service description",
    blocks: [
      {
        kind: "paragraph",
        text: "Scrims helps players organise custom 5v5 practice games in the NA, EUW, EUNE, LAN and OCE regions. You can browse scrims by region and day, take a role on the Blue Side (Team One) or the Red Side (Team Two), or take a caster seat. Each scrim has a countdown, a lobby captain, a tournament code or a manual lobby, a result and an optional post-game screenshot. Around that are profiles with levels and stats, friends, chat, notifications, casted customs and community events.",
      },
      {
        kind: "paragraph",
        text: "The games themselves are played in the League client, so the game publisher's own terms apply to them too. Scrims is free to use. Some events may charge an entry fee, as described in section 7. We may add, change or remove features at any time.",
      },
    ],
  },
  {
    id: "accounts",
    title: "Accounts",
    blocks: [
      {
        kind: "list",
        items: [
          {
            lead: "Single sign-on is required.",
            text: "You create and open your account by signing in through the single sign-on provider we support. There is no separate Scrims password.",
          },
          {
            lead: "One account per person.",
            text: "You may not hold more than one account, or share, sell, lend or trade yours.",
          },
          {
            lead: "Smurfing is prohibited.",
            text: "Do not register or play with a summoner that hides your real skill or identity, such as a secondary account used to face weaker players, and do not let anyone else play in your place.",
          },
          {
            lead: "Keep your details accurate.",
            text: "Your summoner name, tagline, region, Discord username and rank must be your own and up to date.",
          },
          {
            lead: "You are responsible for your account.",
            text: "Everything done through your account counts as done by you.",
          },
          {
            lead: "You can leave at any time.",
            text: "Delete your account from the Settings page whenever you like.",
          },
        ],
      },
    ],
  },
  {
    id: "eligibility",
    title: "Eligibility",
    blocks: [
      {
        kind: "paragraph",
        text: "You must be at least 13 years old to use Scrims. If you are under the age of majority where you live, you need a parent's or guardian's permission. You may not use Scrims if we have permanently banned you before.",
      },
    ],
  },
  {
    id: "code-of-conduct",
    title: "Code of conduct",
    blocks: [
      {
        kind: "paragraph",
        text: "Scrims only works if people want to play with each other again. In games, chat and everywhere else on Scrims, you agree not to:",
      },
      {
        kind: "list",
        items: [
          { text: "harass, threaten or insult other players, or use hate speech of any kind;" },
          {
            text: "cheat, use scripts or third-party programs that give you an advantage, or abuse bugs;",
          },
          { text: "throw games on purpose, grief your team or leave a game early;" },
          { text: "impersonate other players, casters or admins;" },
          {
            text: "post someone's personal information, explicit or violent material, spam or advertising;",
          },
          { text: "try to break, overload or get around the security of Scrims." },
        ],
      },
    ],
  },
  {
    id: "scrim-rules",
    title: "Scrim rules",
    blocks: [
      {
        kind: "list",
        items: [
          {
            lead: "Show up.",
            text: "Join a scrim only if you can play it, and be ready in the lobby when the countdown ends. No-shows and late cancellations may be penalised, for example by removal from upcoming scrims or a temporary ban.",
          },
          {
            lead: "Report results honestly.",
            text: "Captains must report the real winner. A result can be reported only once, so check before you confirm. False reports are treated as cheating.",
          },
          {
            lead: "Post-game images must be real.",
            text: "Upload only an unedited screenshot of the game's end screen.",
          },
          {
            lead: "Settle disputes between captains.",
            text: "If something goes wrong during a game, the captains of the two teams settle it between themselves, calmly and with screenshots if needed.",
          },
        ],
      },
    ],
  },
  {
    id: "tournaments-and-prizes",
    title: "Tournaments and prizes",
    blocks: [
      {
        kind: "paragraph",
        text: "Some events on Scrims have prizes and some charge an entry fee. For each event, the entry fee, the prizes, the format, the dates and who may take part are stated up front, before you sign up.",
      },
      {
        kind: "list",
        items: [
          {
            text: "At least 70% of all entry fees go to the prize pool. The rest covers the cost of running the event.",
          },
          {
            text: "Cheating in an event means disqualification and a ban, and any prize is forfeited.",
          },
          {
            text: "Winners are responsible for any taxes on their prizes, and events follow the game publisher's rules for community tournaments.",
          },
        ],
      },
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    blocks: [
      {
        kind: "paragraph",
        text: "The Scrims name, logo, design and software belong to Scrims. You may not copy them or use them in a way that suggests we endorse you without our written permission.",
      },
      {
        kind: "paragraph",
        text: "Scrims is not affiliated with Riot Games and is not endorsed or sponsored by it. League of Legends, its champions and its artwork are trademarks or property of their owner, Riot Games, Inc.",
      },
    ],
  },
  {
    id: "user-content",
    title: "User content",
    blocks: [
      {
        kind: "paragraph",
        text: "You keep ownership of what you post, such as chat messages, scrim titles and post-game images. You give Scrims permission to store and show it to other players as long as it is needed to run the service. You are responsible for what you post, and it must follow the code of conduct. We may remove content that breaks these terms.",
      },
    ],
  },
  {
    id: "privacy",
    title: "Privacy",
    blocks: [
      {
        kind: "paragraph",
        text: [
          "The ",
          { label: "Privacy Policy", to: "/privacy-policy" },
          " explains what data we collect, how we use it and how you can access, correct or delete it. It is part of these terms.",
        ],
      },
    ],
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    blocks: [
      {
        kind: "paragraph",
        text: "Scrims is provided as is and as available. We do not promise that every scrim will fill, start on time or receive a tournament code, or that the service will always be online. Coaching on Scrims is friendly advice from the community, not professional instruction. We are not responsible for services run by others, such as the League client, your sign-in provider or Discord.",
      },
    ],
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of liability",
    blocks: [
      {
        kind: "paragraph",
        text: "As far as the law allows, Scrims and its admins are not liable for indirect or consequential losses, such as lost wins, lost rank or lost data, that come from using Scrims. Our total liability for any claim is limited to the entry fees you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.",
      },
    ],
  },
  {
    id: "termination",
    title: "Termination",
    blocks: [
      {
        kind: "paragraph",
        text: "You can stop using Scrims and delete your account at any time. If you break these terms, admins may remove you from scrims or events, or ban your account for a set time or permanently. The reason for every ban is recorded. If you think a ban is wrong, contact us as described in section 16.",
      },
    ],
  },
  {
    id: "changes-to-these-terms",
    title: "Changes to these terms",
    blocks: [
      {
        kind: "paragraph",
        text: 'We may update these terms as Scrims grows. We will change the "Last updated" date, and tell you in the app about important changes before they take effect. If you keep using Scrims after that, you accept the new terms.',
      },
    ],
  },
  {
    id: "governing-law",
    title: "Governing law",
    blocks: [
      {
        kind: "paragraph",
        text: "These terms are governed by the laws of the United States. Any dispute about them goes to the competent courts in the United States, unless the law of the country you live in gives you the right to bring it before your local courts.",
      },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      {
        kind: "paragraph",
        text: "For questions about these terms, reports about other players or ban appeals, send a direct message in the app to any Scrims admin (admins have an Admin badge on their profile). If you cannot sign in, ask in the Scrims community and an admin will reply.",
      },
    ],
  },
];

import { DEFAULT_REGION, REGIONS } from "@scrims/shared/common/regions.constants";
import type { Region } from "@scrims/shared/common/regions.constants";
import {
  DEFAULT_RANK_DIVISION,
  DEFAULT_RANK_NUMBER,
  formatRank,
  parseRank,
} from "@scrims/shared/users/rank";
import type { RankDivision, RankNumber } from "@scrims/shared/users/rank";
import { accountDetailsInputSchema } from "@scrims/shared/users/users.schema";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";

/** What the registration and settings forms edit; the rank is kept as its two selects. */
export type AccountFormValues = {
  name: string;
  summonerTagline: string;
  region: Region;
  discord: string;
  canSendEmailsToUser: boolean;
  rankDivision: RankDivision;
  rankNumber: RankNumber;
};

export const EMPTY_ACCOUNT_FORM: AccountFormValues = {
  name: "",
  summonerTagline: "",
  region: DEFAULT_REGION,
  discord: "",
  canSendEmailsToUser: false,
  rankDivision: DEFAULT_RANK_DIVISION,
  rankNumber: DEFAULT_RANK_NUMBER,
};

/** The fields of registration step 0, checked before the player may go on to the rank. */
export const detailsStepSchema = accountDetailsInputSchema.pick({
  name: true,
  summonerTagline: true,
  region: true,
  discord: true,
});

function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}

/** Settings start from the stored account. */
export function accountFormFromUser(user: CurrentUserDto): AccountFormValues {
  const rank = parseRank(user.rank);
  return {
    name: user.name,
    summonerTagline: user.summonerTagline,
    region: isRegion(user.region) ? user.region : DEFAULT_REGION,
    discord: user.discord,
    canSendEmailsToUser: user.canSendEmailsToUser,
    rankDivision: rank?.division ?? DEFAULT_RANK_DIVISION,
    rankNumber: rank?.number ?? DEFAULT_RANK_NUMBER,
  };
}

/** The body the server takes (before validation): exactly the account-details fields. */
export function toAccountInput(values: AccountFormValues) {
  return {
    name: values.name,
    summonerTagline: values.summonerTagline,
    region: values.region,
    discord: values.discord,
    rank: formatRank(values.rankDivision, values.rankNumber),
    canSendEmailsToUser: values.canSendEmailsToUser,
  };
}

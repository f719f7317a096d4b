import { text } from "../common/text";
import { formatRank, parseRank } from "./rank";

/** A rank as stored and sent: 'Gold 2', 'Unranked', or a bare 'Master' / 'Grandmaster' / 'Challenger'. */
export const rankSchema = text({
  error: (issue) => (issue.input === undefined ? "Rank is empty!" : "Rank must be text"),
})
  .trim()
  .min(1, "Rank is empty!")
  .refine((value) => parseRank(value) !== undefined, {
    message:
      "Rank must be a division (Unranked to Challenger), with a number 4 to 1 from Iron to Diamond",
  })
  .transform((value) => {
    const parsed = parseRank(value);
    return parsed ? formatRank(parsed.division, parsed.number) : value;
  });

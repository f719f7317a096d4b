import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import type { LegalBlock } from "../types/legal-document";
import { RichTextContent } from "./rich-text-content";

type LegalSectionBodyProps = {
  blocks: readonly LegalBlock[];
};

const textSx = { color: "text.secondary", lineHeight: 1.75 } as const;

export function LegalSectionBody({ blocks }: LegalSectionBodyProps) {
  return (
    <Box sx={{ "& > * + *": { mt: 2 } }}>
      {blocks.map((block, blockIndex) => {
        if (block.kind === "paragraph") {
          return (
            <Typography key={blockIndex} sx={textSx}>
              <RichTextContent text={block.text} />
            </Typography>
          );
        }
        return (
          <Box key={blockIndex} component="ul" sx={{ m: 0, pl: 3, "& > li + li": { mt: 1 } }}>
            {block.items.map((item, itemIndex) => (
              <Typography key={itemIndex} component="li" sx={textSx}>
                {item.lead ? (
                  <Box component="strong" sx={{ color: "text.primary", fontWeight: 600 }}>
                    {item.lead}{" "}
                  </Box>
                ) : null}
                <RichTextContent text={item.text} />
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

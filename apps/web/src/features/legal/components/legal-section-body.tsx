import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

import type { LegalBlock } from "../types/legal-document";
import { RichTextContent } from "./rich-text-content";

type LegalSectionBodyProps = {
  blocks: readonly LegalBlock[];
};

const textSx = { color: "text.secondary", lineHeight: 1.75 } as const;

export function LegalSectionBody({ blocks }: LegalSectionBodyProps) {
  return (
    <Stack spacing={2}>
      {blocks.map((block, blockIndex) => {
        if (block.kind === "paragraph") {
          return (
            <Typography key={blockIndex} sx={textSx}>
              <RichTextContent text={block.text} />
            </Typography>
          );
        }
        return (
          <Stack key={blockIndex} component="ul" spacing={1} sx={{ pl: 3 }}>
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
          </Stack>
        );
      })}
    </Stack>
  );
}
